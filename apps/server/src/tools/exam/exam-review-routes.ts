import type { FastifyInstance } from "fastify";
import { examReviewProblem, type ExamReviewProblem } from "@livehall/domain";
import { EXAM_CODES, roomChannelId, TOPICS, type ExamBody, type ExamReviewRequestDTO, type ExamScoreDTO } from "@livehall/wire";
import { ApiError, badParameter } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import type { ExamReviewStore } from "./exam-reviews";
import { scoreView, type ExamStore } from "./exam-store";
import { examNotFound } from "./exam-viewer-routes";

const examParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "examId"],
  properties: { ...adminRoomParams.properties, examId: identifier },
} as const;

const reviewBody = {
  type: "object",
  required: ["liveUserId", "questionId", "score"],
  properties: {
    liveUserId: identifier,
    questionId: { type: "string", minLength: 1, maxLength: 64 },
    score: { type: "integer", minimum: 0, maximum: 100 },
  },
} as const;

/** What each refused review answers: 404 for what does not exist, 400 for what cannot be reviewed. */
const REVIEW_REFUSALS: Record<ExamReviewProblem, (questionId: string) => ApiError> = {
  unknownQuestion: (id) => new ApiError(404, EXAM_CODES.examNotFound, `The exam has no question ${id}`),
  autoScored: (id) => badParameter(`Invalid body field 'questionId': ${id} is scored by its key, not reviewed`),
  unanswered: (id) => badParameter(`Invalid body field 'questionId': the viewer did not answer ${id}`),
  score: (id) => badParameter(`Invalid body field 'score': from 0 to the points of ${id}`),
};

type ExamParams = AdminRoomParams & { examId: string };

/**
 * The organiser reviews a text answer (decision 0042), admin token required:
 * POST /api/admin/events/{event}/rooms/{room}/exams/{examId}/reviews {liveUserId, questionId, score}
 * → ExamScoreDTO, the viewer's score page as now stored (a second review of the same answer
 * replaces the first). Refusals: 400 100400 bad body, a choice question, an unanswered one or a
 * score above the question's points; 404 203051 unknown exam or question, 404 203054 no
 * submission of that viewer. Pushes EXAM `{type: "reviewed", examId, liveUserId}` to the room:
 * no score rides it; the named viewer's page reloads their own score page.
 */
export function examReviewRoutes(app: FastifyInstance, ctx: ServerContext, store: ExamStore, reviews: ExamReviewStore): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: ExamParams; Body: ExamReviewRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/exams/:examId/reviews",
      { schema: { params: examParams, body: reviewBody } },
      async (request) => {
        const { event, room } = await adminRoom(ctx, request.params);
        const exam = await store.find(room.id, request.params.examId);
        if (!exam) throw examNotFound();
        const { liveUserId, questionId, score } = request.body;
        const submitted = await store.submission(exam.examId, liveUserId);
        if (!submitted) throw new ApiError(404, EXAM_CODES.submissionNotFound, "The viewer has no submission of this exam");
        const problem = examReviewProblem(exam.questions, submitted.answers, questionId, score);
        if (problem) throw REVIEW_REFUSALS[problem](questionId);
        const reviewed = await reviews.review(exam, liveUserId, questionId, score, ctx.now());
        if (!reviewed) throw new ApiError(404, EXAM_CODES.submissionNotFound, "The viewer has no submission of this exam");
        const push: ExamBody = { type: "reviewed", examId: exam.examId, liveUserId };
        await ctx.realtime.hub.publish(roomChannelId(event.id, room.id), TOPICS.EXAM, push).catch((error: unknown) => {
          request.log.warn({ err: error }, "EXAM push failed");
        });
        const data: ExamScoreDTO = scoreView(exam, reviewed.submission, reviewed.reviews);
        return ok(data);
      },
    );
  });
}
