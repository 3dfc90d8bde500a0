import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../server-context";
import { examAdminRoutes } from "./exam-admin-routes";
import { ExamStore } from "./exam-store";
import { examViewerRoutes } from "./exam-viewer-routes";

/** The exam tool (EXAM, decision 0029): the viewer's calls under /api and the organiser's under /api/admin. */
export function examRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new ExamStore(ctx.db);
  examViewerRoutes(app, ctx, store);
  examAdminRoutes(app, ctx, store);
}
