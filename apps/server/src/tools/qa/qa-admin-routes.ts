import type { FastifyInstance } from "fastify";
import {
  MAX_QUESTION_ANSWER_LENGTH,
  roomChannelId,
  type AdminQuestionDTO,
  type AnswerQuestionRequestDTO,
  type MarkQuestionRequestDTO,
} from "@livehall/wire";
import { badParameter } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkQaText } from "./qa-rules";
import { viewerView, type QaStore } from "./qa-store";
import { pushQuestion, questionNotFound } from "./qa-viewer-routes";

const questionParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "questionId"],
  properties: { ...adminRoomParams.properties, questionId: identifier },
} as const;
const listQuery = { type: "object", properties: { sort: { type: "string", enum: ["votes", "time"] } } } as const;
const answerBody = {
  type: "object",
  required: ["content"],
  properties: { content: { type: "string", maxLength: 8000 }, privateFlag: { type: "integer", enum: [0, 1] } },
} as const;
const markBody = { type: "object", properties: { answeredFlag: { type: "integer", enum: [0, 1] } } } as const;

type QuestionParams = AdminRoomParams & { questionId: string };

/**
 * The organiser's Q&A calls under /api/admin (decision 0029), admin token required:
 * - GET …/questions[?sort=votes|time] → {list: AdminQuestionDTO[]} (private answers included).
 * - POST …/questions/{questionId}/answer {content, privateFlag?} → the question, marked answered;
 *   pushed "answered" — a private answer (privateFlag 1) is pushed without its text, so only the
 *   asker, fetching the list, reads it.
 * - POST …/questions/{questionId}/mark {answeredFlag?: 0|1} → the question; pushed "marked".
 */
export function qaAdminRoutes(app: FastifyInstance, ctx: ServerContext, store: QaStore): void {
  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: AdminRoomParams; Querystring: { sort?: "votes" | "time" } }>(
      "/events/:eventNumber/rooms/:roomNumber/questions",
      { schema: { params: adminRoomParams, querystring: listQuery } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const list: AdminQuestionDTO[] = await store.list(room.id, request.query.sort ?? "votes");
        return ok({ list });
      },
    );

    admin.post<{ Params: QuestionParams; Body: AnswerQuestionRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/questions/:questionId/answer",
      { schema: { params: questionParams, body: answerBody } },
      async (request) => {
        const content = checkQaText(request.body.content, MAX_QUESTION_ANSWER_LENGTH, "content");
        const { event, room } = await adminRoom(ctx, request.params);
        if (!(await store.find(room.id, request.params.questionId))) throw questionNotFound();
        const question = await store.answer(request.params.questionId, content, request.body.privateFlag === 1, ctx.now());
        await pushQuestion(ctx, roomChannelId(event.id, room.id), { type: "answered", question: viewerView(question, null) }, request.log);
        return ok(question);
      },
    );

    admin.post<{ Params: QuestionParams; Body: MarkQuestionRequestDTO | undefined }>(
      "/events/:eventNumber/rooms/:roomNumber/questions/:questionId/mark",
      { schema: { params: questionParams, body: markBody } },
      async (request) => {
        const body = request.body ?? {};
        if (typeof body !== "object") throw badParameter("The body must be a JSON object");
        const { event, room } = await adminRoom(ctx, request.params);
        if (!(await store.find(room.id, request.params.questionId))) throw questionNotFound();
        const question = await store.mark(request.params.questionId, (body.answeredFlag ?? 1) === 1);
        await pushQuestion(ctx, roomChannelId(event.id, room.id), { type: "marked", question: viewerView(question, null) }, request.log);
        return ok(question);
      },
    );
  });
}
