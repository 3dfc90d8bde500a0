import type { FastifyInstance } from "fastify";
import { MAX_VOTE_OPTIONS, MAX_VOTE_SECONDS, roomChannelId, TOPICS, type AdminVoteDTO, type VotePushBody } from "@livehall/wire";
import { adminTokenMatches } from "../../admin/admin-token";
import { roomNotFound, unauthorized } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { eventByNumber } from "../../routes/event-lookup";
import { identifier } from "../../routes/schemas";
import { bearerToken } from "../../services/session-service";
import type { ServerContext } from "../../server-context";
import { checkVote, type CreateVoteBody } from "./vote-input";
import { publishEnd, type VoteDeadlines } from "./vote-deadlines";
import { adminVoteView, tallyView, voteView } from "./vote-views";
import { voteNotFound } from "./vote-viewer-routes";
import type { StoredVote, VoteStore } from "./vote-store";

interface RoomParams {
  eventNumber: string;
  roomNumber: string;
}
type VoteParams = RoomParams & { voteId: string };

const roomParams = {
  type: "object",
  required: ["eventNumber", "roomNumber"],
  properties: { eventNumber: identifier, roomNumber: identifier },
} as const;
const voteParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "voteId"],
  properties: { eventNumber: identifier, roomNumber: identifier, voteId: identifier },
} as const;

const createBody = {
  type: "object",
  required: ["title", "options"],
  properties: {
    title: { type: "string", maxLength: 1000 },
    options: { type: "array", maxItems: MAX_VOTE_OPTIONS, items: { type: "string", maxLength: 500 } },
    multiple: { type: "boolean" },
    seconds: { type: "integer", minimum: 1, maximum: MAX_VOTE_SECONDS },
    results: { type: "string", enum: ["voters", "all"] },
  },
} as const;

/**
 * The organiser's vote calls (decision 0027; admin token as for every /api/admin call):
 * - POST …/rooms/{room}/votes {title, options, multiple?, seconds?, results?} → the started vote
 *   (AdminVoteDTO); an open vote of the room ends first; VOTE {type: "start"} is pushed at once.
 * - POST …/votes/{voteId}/end → the ended vote; VOTE {type: "end"} is pushed at once (ending an
 *   ended vote answers it again and pushes nothing).
 * - GET …/votes/{voteId} → the vote with its results.
 */
export function voteAdminRoutes(app: FastifyInstance, ctx: ServerContext, store: VoteStore, deadlines: VoteDeadlines): void {
  const { hub } = ctx.realtime;

  async function roomOf(params: RoomParams): Promise<{ eventId: string; roomId: string }> {
    const event = await eventByNumber(ctx, params.eventNumber);
    const room = await ctx.events.findRoom(event.id, params.roomNumber);
    if (!room) throw roomNotFound();
    return { eventId: event.id, roomId: room.id };
  }

  async function voteOf(params: VoteParams): Promise<StoredVote> {
    const { roomId } = await roomOf(params);
    const vote = await store.find(roomId, params.voteId);
    if (!vote) throw voteNotFound();
    return vote;
  }

  /** Ends the vote now unless it already ended; answers it as stored after. */
  async function end(vote: StoredVote): Promise<StoredVote> {
    const now = ctx.now();
    if (voteView(vote, now).endedAt !== null) return vote;
    deadlines.cancel(vote.voteId);
    if (!(await store.end(vote.voteId, now))) return (await store.find(vote.roomId, vote.voteId)) ?? vote;
    const ended = { ...vote, endedAt: now };
    await publishEnd(hub, store, ended, ctx.now());
    return ended;
  }

  void app.register(
    (admin, _opts, done) => {
      admin.addHook("onRequest", (request, _reply, next) => {
        const allowed = adminTokenMatches(bearerToken(request.headers.authorization), ctx.adminToken);
        next(allowed ? undefined : unauthorized("Missing or wrong admin token"));
      });

      admin.post<{ Params: RoomParams; Body: CreateVoteBody }>(
        "/events/:eventNumber/rooms/:roomNumber/votes",
        { schema: { params: roomParams, body: createBody } },
        async (request) => {
          const checked = checkVote(request.body);
          const { eventId, roomId } = await roomOf(request.params);
          for (const open of await store.latest(roomId, 5)) await end(open);
          const startedAt = ctx.now();
          const vote = await store.create({
            eventId,
            roomId,
            title: checked.title,
            multiple: checked.multiple,
            results: checked.results,
            options: checked.options,
            startedAt,
            endsAt: checked.seconds === null ? null : startedAt + checked.seconds * 1000,
          });
          deadlines.arm(vote);
          const counts = { ballots: 0, counts: new Map<string, number>() };
          const body: VotePushBody = { type: "start", vote: voteView(vote, startedAt), tally: tallyView(vote, counts, startedAt) };
          await hub.publish(roomChannelId(eventId, roomId), TOPICS.VOTE, body);
          const data: AdminVoteDTO = adminVoteView(vote, counts, startedAt);
          return ok(data);
        },
      );

      admin.post<{ Params: VoteParams }>(
        "/events/:eventNumber/rooms/:roomNumber/votes/:voteId/end",
        { schema: { params: voteParams } },
        async (request) => {
          const vote = await end(await voteOf(request.params));
          const data: AdminVoteDTO = adminVoteView(vote, await store.counts(vote.voteId), ctx.now());
          return ok(data);
        },
      );

      admin.get<{ Params: VoteParams }>(
        "/events/:eventNumber/rooms/:roomNumber/votes/:voteId",
        { schema: { params: voteParams } },
        async (request) => {
          const vote = await voteOf(request.params);
          const data: AdminVoteDTO = adminVoteView(vote, await store.counts(vote.voteId), ctx.now());
          return ok(data);
        },
      );
      done();
    },
    { prefix: "/admin" },
  );
}
