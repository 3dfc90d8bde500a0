import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../server-context";
import { qaAdminRoutes } from "./qa-admin-routes";
import { QaStore } from "./qa-store";
import { qaViewerRoutes } from "./qa-viewer-routes";

/** The Q&A tool (ASK_QUESTION, decision 0029): the viewer's calls under /api and the organiser's under /api/admin. */
export function qaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new QaStore(ctx.db);
  qaViewerRoutes(app, ctx, store);
  qaAdminRoutes(app, ctx, store);
}
