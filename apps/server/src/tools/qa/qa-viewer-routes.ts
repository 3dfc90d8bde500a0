import type { FastifyInstance } from "fastify";
import { INTERACTION_TYPE, type QuestionOrder } from "@livehall/domain";
import {
  BODY_CODES,
  MAX_QUESTION_LENGTH,
  QUESTION_ANSWER_CODES,
  QUESTION_RATE_COUNT,
  QUESTION_RATE_WINDOW_MS,
  UP_VOTE_RATE_COUNT,
  UP_VOTE_RATE_WINDOW_MS,
  roomChannelId,
  TOPICS,
  type AskQuestionRequestDTO,
  type QuestionAnswerBody,
  type QuestionItemDTO,
  type QuestionListDTO,
  type UpVoteResultDTO,
} from "@livehall/wire";
import { ApiError, badParameter, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { ChatRateLimit } from "../../services/chat-rate-limit";
import { chatNickname } from "../../services/chat-rules";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { ServerContext } from "../../server-context";
import { CoalescedPushes } from "./coalesced-pushes";
import { addressFull, anonymousClaimOf } from "../shared/anonymous-answer-gate";
import { interactionRefusal } from "../shared/interaction-refusal";
import { checkQaText } from "./qa-rules";
import { viewerView, type QaStore } from "./qa-store";

const listQuery = { type: "object", properties: { sort: { type: "string", maxLength: 16 } } } as const;
const askBody = { type: "object", required: ["content"], properties: { content: { type: "string", maxLength: 4000 } } } as const;
const questionParams = {
  type: "object",
  required: ["eventId", "roomId", "questionId"],
  properties: { ...roomParams.properties, questionId: identifier },
} as const;

/** Up-vote pushes of one question are merged over this long (at most 4 a second, each with the latest count). */
export const UP_VOTE_PUSH_MS = 250;

const tooMany = (what: string): ApiError => new ApiError(429, BODY_CODES.rateLimited, `Too many ${what}: wait a little`);
export const questionNotFound = (): ApiError => new ApiError(404, QUESTION_ANSWER_CODES.questionNotFound, "No such question in this room");

function parseSort(sort: string | undefined): QuestionOrder {
  if (sort === undefined || sort === "votes") return "votes";
  if (sort === "time") return "time";
  throw badParameter("Invalid query parameter 'sort': must be votes or time");
}

/** Pushes a Q&A change to the room (stored is what counts: a failed push is logged). */
export async function pushQuestion(
  ctx: ServerContext,
  channel: string,
  body: QuestionAnswerBody,
  log: FastifyInstance["log"],
): Promise<void> {
  await ctx.realtime.hub.publish(channel, TOPICS.QUESTION_ANSWER, body).catch((error: unknown) => {
    log.warn({ err: error }, "QUESTION_ANSWER push failed");
  });
}

/**
 * The viewer's Q&A calls (decision 0029; docs/api.md "Q&A"). Bearer token and `{roomId}` as for
 * the other room calls.
 * - GET …/questions[?sort=votes|time] → QuestionListDTO (a private answer shows to its asker only).
 * - POST …/questions {content} → the question, pushed as QUESTION_ANSWER "asked". Refusals: 100400
 *   bad text, 100114/100115 (§4, judged as chat), 100105 (HTTP 429) over QUESTION_RATE_COUNT.
 * - POST …/questions/{questionId}/up-votes → UpVoteResultDTO; once per viewer (the database
 *   keeps it), pushed as "upVoted" when counted — merged per question over UP_VOTE_PUSH_MS. 404 203201 unknown question; 429 when flooding.
 */
export function qaViewerRoutes(app: FastifyInstance, ctx: ServerContext, store: QaStore): void {
  const askRate = new ChatRateLimit(ctx.now, QUESTION_RATE_COUNT, QUESTION_RATE_WINDOW_MS);
  const voteRate = new ChatRateLimit(ctx.now, UP_VOTE_RATE_COUNT, UP_VOTE_RATE_WINDOW_MS);
  const upVotePushes = new CoalescedPushes(UP_VOTE_PUSH_MS);
  app.addHook("onClose", (_instance, done) => {
    upVotePushes.close();
    done();
  });

  app.get<{ Params: RoomParams; Querystring: { sort?: string } }>(
    "/events/:eventId/rooms/:roomId/questions",
    { schema: { params: roomParams, querystring: listQuery } },
    async (request) => {
      const order = parseSort(request.query.sort);
      const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const [questions, voted] = await Promise.all([store.list(room.id, order), store.upVotedBy(room.id, viewer.uid)]);
      const data: QuestionListDTO = { list: questions.map((question) => viewerView(question, viewer.uid, voted.has(question.questionId))) };
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams; Body: AskQuestionRequestDTO }>(
    "/events/:eventId/rooms/:roomId/questions",
    { schema: { params: roomParams, body: askBody } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const content = checkQaText(request.body.content, MAX_QUESTION_LENGTH, "content");
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      const refusal = interactionRefusal(event, audience, INTERACTION_TYPE.CHAT);
      if (refusal) throw refusal;
      if (!askRate.take(`${event.id}/${audience.id}`)) throw tooMany("questions");
      const question = await store.ask({
        eventId: event.id,
        roomId: room.id,
        audienceId: audience.id,
        nickName: chatNickname(audience),
        content,
        askTime: ctx.now(),
      });
      await pushQuestion(ctx, roomChannelId(event.id, room.id), { type: "asked", question: viewerView(question, null) }, request.log);
      const data: QuestionItemDTO = viewerView(question, audience.id);
      return ok(data);
    },
  );

  app.post<{ Params: RoomParams & { questionId: string } }>(
    "/events/:eventId/rooms/:roomId/questions/:questionId/up-votes",
    { schema: { params: questionParams } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      const audience = await ctx.sessions.findAudience(viewer.uid);
      if (!audience) throw unauthorized("Unknown audience");
      const refusal = interactionRefusal(event, audience, INTERACTION_TYPE.LIKE);
      if (refusal) throw refusal;
      if (!voteRate.take(`${event.id}/${audience.id}`)) throw tooMany("up-votes");
      if (!(await store.find(room.id, request.params.questionId))) throw questionNotFound();
      const anonymous = await anonymousClaimOf(ctx, event.id, audience.user_type, request.ip);
      const stored = await store.upVote(request.params.questionId, audience.id, ctx.now(), anonymous);
      if (stored === "capped") throw addressFull("qaUpVote");
      const { question, added } = stored;
      if (added) {
        const channel = roomChannelId(event.id, room.id);
        upVotePushes.schedule(`${channel}/${question.questionId}`, async () => {
          const latest = await store.find(room.id, question.questionId);
          if (latest) await pushQuestion(ctx, channel, { type: "upVoted", question: viewerView(latest, null) }, request.log);
        });
      }
      const data: UpVoteResultDTO = { questionId: question.questionId, upVotes: question.upVotes, upVotedFlag: 1 };
      return ok(data);
    },
  );
}
