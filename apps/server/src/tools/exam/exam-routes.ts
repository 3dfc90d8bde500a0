import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../server-context";
import { examAdminRoutes } from "./exam-admin-routes";
import { ExamReviewStore } from "./exam-reviews";
import { examReviewRoutes } from "./exam-review-routes";
import { ExamStore } from "./exam-store";
import { examViewerRoutes } from "./exam-viewer-routes";

/** The exam tool (EXAM, decisions 0029, 0042): the viewer's calls under /api and the organiser's (start, end, results, review) under /api/admin. */
export function examRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new ExamStore(ctx.db);
  const reviews = new ExamReviewStore(ctx.db);
  examViewerRoutes(app, ctx, store, reviews);
  examAdminRoutes(app, ctx, store);
  examReviewRoutes(app, ctx, store, reviews);
}
