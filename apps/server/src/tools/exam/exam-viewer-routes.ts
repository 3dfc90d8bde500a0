import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE, isExamOpen } from "@livehall/domain";
import {
  BODY_CODES,
  EXAM_CODES,
  EXAM_GRACE_MS,
  EXAM_SUBMIT_RATE_COUNT,
  EXAM_SUBMIT_RATE_WINDOW_MS,
  MAX_EXAM_OPTIONS,
  MAX_EXAM_QUESTIONS,
  type CurrentExamDTO,
  type ExamScoreDTO,
  type SubmitExamRequestDTO,
} from "@livehall/wire";
import { ApiError, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { chatNickname } from "../../services/chat-rules";
import { AnswerProblem, checkAnswers } from "../../services/questionnaire-answers";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { addressFull, anonymousClaimOf, refuseAnonymousOnIdOnly } from "../shared/anonymous-answer-gate";
import { interactionRefusal } from "../shared/interaction-refusal";
import { paperView, scoreOf, scoreView, type ExamStore } from "./exam-store";
import type { ExamReviewStore } from "./exam-reviews";

const examParams = {
  type: "object",
  required: ["eventId", "roomId", "examId"],
  properties: { ...roomParams.properties, examId: identifier },
} as const;

/** §5 answers, at most one per question of the largest paper. */
const submitBody = {
  type: "object",
  required: ["answers"],
  properties: {
    answers: {
      type: "array",
      maxItems: MAX_EXAM_QUESTIONS,
      items: {
        type: "object",
        required: ["questionId", "questionType"],
        properties: {
          questionId: { type: "string", maxLength: 64 },
          questionType: { type: "integer" },
          answerContent: { type: "string", maxLength: 4000 },
          customAnswerContent: { type: "string", maxLength: 1000 },
          verifyCode: { type: "string", maxLength: 16 },
          answers: {
            type: "array",
            maxItems: MAX_EXAM_OPTIONS,
            items: {
              type: "object",
              required: ["optionId"],
              properties: { optionId: { type: "string", maxLength: 64 }, answerContent: { type: "string", maxLength: 1000 } },
            },
          },
        },
      },
    },
  },
} as const;

/** Room for 50 long text answers; the rest of the API keeps the 64 KB default. */
const SUBMIT_BODY_LIMIT = 512 * 1024;

export const examNotFound = (): ApiError => new ApiError(404, EXAM_CODES.examNotFound, "No such exam in this room");
const examClosed = (): ApiError => new ApiError(409, EXAM_CODES.examClosed, "The exam is over: answers are no longer taken");
const alreadySubmitted = (): ApiError => new ApiError(409, EXAM_CODES.alreadySubmitted, "You have submitted this exam already");

/**
 * The viewer's exam calls (decision 0029; docs/api.md "Exam"). Bearer token and `{roomId}` as for
 * the other room calls.
 * - GET …/exams/current → CurrentExamDTO: the room's latest exam (no key) and this viewer's score
 *   page when they submitted (then with the key, and the organiser's reviews of text answers).
 * - POST …/exams/{examId}/submissions {answers: §5 AnswerDTO[]} → ExamScoreDTO. Refusals: 100400
 *   bad body, 100109 an answer that does not fit its question (or a required one missing),
 *   100114/100115 (§4, judged as a collect form), 403 120343 (a login: the exam is for ID viewers
 *   only, or the anonymous submissions of the address reached the cap, decision 0060), 404 203051 unknown exam, 409 203053 over (ended,
 *   or later than the time limit plus EXAM_GRACE_MS), 409 203052 submitted already (the database
 *   keeps one per viewer), 429 over EXAM_SUBMIT_RATE_COUNT tries.
 */
export function examViewerRoutes(app: FastifyInstance, ctx: ServerContext, store: ExamStore, reviews: ExamReviewStore): void {
  const rate = new ChatRateLimit(ctx.now, EXAM_SUBMIT_RATE_COUNT, EXAM_SUBMIT_RATE_WINDOW_MS);

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/exams/current", { schema: { params: roomParams } }, async (request) => {
    const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const exam = await store.latest(room.id);
    const submission = exam ? await store.submission(exam.examId, viewer.uid) : null;
    const data: CurrentExamDTO = {
      exam: exam ? paperView(exam, ctx.now()) : null,
      score: exam && submission ? scoreView(exam, submission, await reviews.reviews(exam.examId, viewer.uid)) : null,
    };
    return ok(data);
  });

  app.post<{ Params: RoomParams & { examId: string }; Body: SubmitExamRequestDTO }>(
    "/events/:eventId/rooms/:roomId/exams/:examId/submissions",
    { schema: { params: examParams, body: submitBody }, bodyLimit: SUBMIT_BODY_LIMIT },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      const refusal = interactionRefusal(event, audience, INTERACTION_TYPE.COLLECT_FORM);
      if (refusal) throw refusal;
      if (!rate.take(`${event.id}/${audience.id}`)) throw new ApiError(429, BODY_CODES.rateLimited, "Too many submissions: wait a little");
      const exam = await store.find(room.id, request.params.examId);
      if (!exam) throw examNotFound();
      const now = ctx.now();
      if (!isExamOpen(exam, now, EXAM_GRACE_MS)) throw examClosed();
      // Decision 0060: an exam for ID viewers only asks anonymous viewers to log in; else their submissions are capped per address.
      refuseAnonymousOnIdOnly(audience.user_type, exam.idViewersOnly, "This exam");
      if (await store.submission(exam.examId, audience.id)) throw alreadySubmitted();
      try {
        checkAnswers(exam.questions, request.body.answers);
      } catch (error) {
        if (error instanceof AnswerProblem) throw new ApiError(400, BODY_CODES.answerInvalid, error.message);
        throw error;
      }
      const score = scoreOf(exam, request.body.answers);
      const submission = {
        audienceId: audience.id,
        nickName: chatNickname(audience),
        answers: request.body.answers,
        score: score.score,
        pendingPoints: score.pendingPoints,
        submitTime: now,
      };
      const stored = await store.submit(exam.examId, submission, await anonymousClaimOf(ctx, event.id, audience.user_type, request.ip));
      if (stored === "capped") throw addressFull("exam");
      if (stored === "already") throw alreadySubmitted();
      const data: ExamScoreDTO = scoreView(exam, submission);
      return ok(data);
    },
  );
}
