import type { FastifyInstance } from "fastify";
import {
  MAX_QUIZ_OPTION,
  MAX_QUIZ_OPTIONS,
  MAX_QUIZ_QUESTION,
  MAX_QUIZ_SECONDS,
  MAX_QUIZ_WINNERS,
  MIN_QUIZ_OPTIONS,
  TOOL_BODY_CODES,
  roomChannelId,
  TOPICS,
  type AwardQuizAnswerRequestDTO,
  type AwardQuizBody,
  type AwardQuizMineDTO,
  type CurrentAwardQuizDTO,
  type StartAwardQuizRequestDTO,
} from "@livehall/wire";
import { ApiError, badParameter, notFound } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { roomParams, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { CoalescedPush } from "../coalesced-push";
import { EndTimers } from "../end-timers";
import { addressFull, anonymousClaimOf, refuseAnonymousOnIdOnly } from "../shared/anonymous-answer-gate";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { TOOL_ADMIN_BODY_LIMIT, TOOL_VIEWER_BODY_LIMIT, toolClosed, toolItemId, toolRateLimited, toolViewer } from "../tool-viewer";
import { QuizStore, type QuizRow } from "./quiz-store";

/** Pushes of one quiz's answers and winners are coalesced to at most one per this many ms. */
const QUIZ_PUSH_INTERVAL_MS = 250;

const quizParams = {
  ...roomParams,
  required: [...roomParams.required, "quizId"],
  properties: { ...roomParams.properties, quizId: toolItemId },
};
const adminQuizParams = {
  ...adminRoomParams,
  required: [...adminRoomParams.required, "quizId"],
  properties: { ...adminRoomParams.properties, quizId: toolItemId },
};
const answerBody = {
  type: "object",
  required: ["option"],
  additionalProperties: false,
  properties: { option: { type: "integer", minimum: 1, maximum: MAX_QUIZ_OPTIONS } },
} as const;
const startBody = {
  type: "object",
  required: ["question", "options", "answer", "winners", "seconds"],
  additionalProperties: false,
  properties: {
    question: { type: "string", minLength: 1, maxLength: MAX_QUIZ_QUESTION },
    options: {
      type: "array",
      minItems: MIN_QUIZ_OPTIONS,
      maxItems: MAX_QUIZ_OPTIONS,
      items: { type: "string", minLength: 1, maxLength: MAX_QUIZ_OPTION },
    },
    answer: { type: "integer", minimum: 1, maximum: MAX_QUIZ_OPTIONS },
    winners: { type: "integer", minimum: 1, maximum: MAX_QUIZ_WINNERS },
    seconds: { type: "integer", minimum: 5, maximum: MAX_QUIZ_SECONDS },
    idViewersOnly: { type: "boolean" },
  },
} as const;

/** The organiser's quiz checked beyond the schema: no blank text, the answer one of the options; 100400 naming the field. */
function checkedQuiz(body: StartAwardQuizRequestDTO): StartAwardQuizRequestDTO {
  const question = body.question.trim();
  if (question === "") throw badParameter("Invalid body field 'question': must not be blank");
  const options = body.options.map((option) => option.trim());
  const blank = options.findIndex((option) => option === "");
  if (blank >= 0) throw badParameter(`Invalid body field 'options[${blank}]': must not be blank`);
  if (body.answer > options.length) throw badParameter(`Invalid body field 'answer': must be an option number from 1 to ${options.length}`);
  return { ...body, question, options };
}

/**
 * The award quiz, VIE_ANSWER (decision 0028; docs/api.md "Award quiz"). Viewer calls:
 * GET …/quizzes/current; POST …/quizzes/{quizId}/answers {option} (one per viewer: 409 101302;
 * after the countdown 409 101301; 403 120343: a login is needed — "ID viewers only", or the anonymous
 * answers of the address reached the cap, decision 0060). Admin: POST …/quizzes {question, options,
 * answer, winners, seconds, idViewersOnly?}; POST …/quizzes/{quizId}/end; GET …/quizzes/{quizId} (every answer by sequence).
 * AWARD_QUIZ is pushed at the start, as answers come (coalesced) and at the end.
 */
export function awardQuizRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new QuizStore(ctx.db, ctx.now);
  const rate = new ChatRateLimit(ctx.now, ctx.limits.toolActionsPerWindow, ctx.limits.toolActionWindowMs);
  const pushes = new CoalescedPush(ctx.realtime.hub, QUIZ_PUSH_INTERVAL_MS, (error) => {
    app.log.warn({ err: error }, "AWARD_QUIZ push failed");
  });
  const timers = new EndTimers(app);
  app.addHook("onClose", (_instance, done) => {
    pushes.close();
    done();
  });

  const pushNow = async (channel: string, row: QuizRow): Promise<void> => {
    const body: AwardQuizBody = { quiz: await store.view(row) };
    await ctx.realtime.hub.publish(channel, TOPICS.AWARD_QUIZ, body);
  };

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/quizzes/current", { schema: { params: roomParams } }, async (request) => {
    const { room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, null);
    const row = await store.latest(room.id);
    const data: CurrentAwardQuizDTO = row
      ? { quiz: await store.view(row), mine: await store.mine(row, audience.id) }
      : { quiz: null, mine: { option: 0, rank: null } };
    return ok(data);
  });

  app.post<{ Params: RoomParams & { quizId: string }; Body: AwardQuizAnswerRequestDTO }>(
    "/events/:eventId/rooms/:roomId/quizzes/:quizId/answers",
    { bodyLimit: TOOL_VIEWER_BODY_LIMIT, schema: { params: quizParams, body: answerBody } },
    async (request) => {
      const { event, room, audience } = await toolViewer(ctx, request.params, request.headers.authorization, "vote");
      if (!rate.take(`quiz/${event.id}/${audience.id}`)) throw toolRateLimited();
      const row = await store.find(room.id, request.params.quizId);
      if (!row || !store.isOpen(row)) throw toolClosed("The quiz");
      const count = JSON.parse(row.options) as unknown[];
      if (request.body.option > count.length) throw badParameter(`Invalid body field 'option': must be from 1 to ${count.length}`);
      // Decision 0060: a quiz for ID viewers only asks anonymous viewers to log in; else their answers are capped per address.
      refuseAnonymousOnIdOnly(audience.user_type, row.id_viewers_only === 1, "This quiz");
      const anonymous = await anonymousClaimOf(ctx, event.id, audience.user_type, request.ip);
      const stored = await store.answer(row, audience.id, request.body.option, anonymous);
      if (stored === "capped") throw addressFull("quiz");
      if (stored === "already") throw new ApiError(409, TOOL_BODY_CODES.alreadyAnswered, "You already answered this quiz");
      // The row read when the push leaves: an end that came meanwhile must not be undone by a stale "open".
      pushes.push(roomChannelId(event.id, room.id), TOPICS.AWARD_QUIZ, row.id, async (): Promise<AwardQuizBody> => ({
        quiz: await store.view((await store.find(room.id, row.id)) ?? row),
      }));
      const data: AwardQuizMineDTO = await store.mine(row, audience.id);
      return ok(data);
    },
  );

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: StartAwardQuizRequestDTO }>(
      "/events/:eventNumber/rooms/:roomNumber/quizzes",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminRoomParams, body: startBody } },
      async (request) => {
        const quiz = checkedQuiz(request.body);
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const row = await store.add({ eventId: event.id, roomId: room.id, ...quiz });
        await pushNow(channel, row);
        timers.at(row.id, row.ends_at - ctx.now(), () => {
          pushNow(channel, row).catch((error: unknown) => {
            app.log.warn({ err: error }, "AWARD_QUIZ end push failed");
          });
        });
        return ok(await store.adminView(row));
      },
    );

    admin.post<{ Params: AdminRoomParams & { quizId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/quizzes/:quizId/end",
      { bodyLimit: TOOL_ADMIN_BODY_LIMIT, schema: { params: adminQuizParams } },
      async (request) => {
        const { room, channel } = await adminRoom(ctx, request.params);
        const found = await store.find(room.id, request.params.quizId);
        if (!found) throw notFound(`Unknown quiz ${request.params.quizId}`);
        await store.end(found.id);
        timers.cancel(found.id);
        const row = (await store.find(room.id, found.id)) ?? found;
        await pushNow(channel, row);
        return ok(await store.adminView(row));
      },
    );

    admin.get<{ Params: AdminRoomParams & { quizId: string } }>(
      "/events/:eventNumber/rooms/:roomNumber/quizzes/:quizId",
      { schema: { params: adminQuizParams } },
      async (request) => {
        const { room } = await adminRoom(ctx, request.params);
        const row = await store.find(room.id, request.params.quizId);
        if (!row) throw notFound(`Unknown quiz ${request.params.quizId}`);
        return ok(await store.adminView(row));
      },
    );
  });
}
