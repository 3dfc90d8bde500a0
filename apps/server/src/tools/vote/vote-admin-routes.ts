import type { FastifyInstance } from "fastify";
import { MAX_VOTE_OPTIONS, MAX_VOTE_SECONDS, TOPICS, type AdminVoteDTO, type VotePushBody } from "@livehall/wire";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { checkVote, type CreateVoteBody } from "./vote-input";
import { publishEnd, type VoteDeadlines } from "./vote-deadlines";
import { adminVoteView, tallyView, voteView } from "./vote-views";
import { voteNotFound } from "./vote-viewer-routes";
import type { StoredVote, VoteStore } from "./vote-store";

type VoteParams = AdminRoomParams & { voteId: string };

const voteParams = {
  type: "object",
  required: ["eventNumber", "roomNumber", "voteId"],
  properties: { eventNumber: identifier, roomNumber: identifier, voteId: identifier },
} as const;

const createBody = {
  type: "object",
  required: ["title", "options"],
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 1000 },
    options: { type: "array", maxItems: MAX_VOTE_OPTIONS, items: { type: "string", maxLength: 500 } },
    multiple: { type: "boolean" },
    seconds: { type: "integer", minimum: 1, maximum: MAX_VOTE_SECONDS },
    results: { type: "string", enum: ["voters", "all"] },
    idViewersOnly: { type: "boolean" },
  },
} as const;

/**
 * The organiser's vote calls (decision 0027; admin token as for every /api/admin call):
 * - POST …/rooms/{room}/votes {title, options, multiple?, seconds?, results?, idViewersOnly?} → the started vote
 *   (AdminVoteDTO); an open vote of the room ends first; VOTE {type: "start"} is pushed at once.
 * - POST …/votes/{voteId}/end → the ended vote; VOTE {type: "end"} is pushed at once (ending an
 *   ended vote answers it again and pushes nothing).
 * - GET …/votes/{voteId} → the vote with its results.
 */
export function voteAdminRoutes(app: FastifyInstance, ctx: ServerContext, store: VoteStore, deadlines: VoteDeadlines): void {
  const { hub } = ctx.realtime;

  async function voteOf(params: VoteParams): Promise<StoredVote> {
    const { room } = await adminRoom(ctx, params);
    const vote = await store.find(room.id, params.voteId);
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

  toolAdminRoutes(app, ctx, (admin) => {
    admin.post<{ Params: AdminRoomParams; Body: CreateVoteBody }>(
      "/events/:eventNumber/rooms/:roomNumber/votes",
      { schema: { params: adminRoomParams, body: createBody } },
      async (request) => {
        const checked = checkVote(request.body);
        const { event, room, channel } = await adminRoom(ctx, request.params);
        const [eventId, roomId] = [event.id, room.id];
        for (const open of await store.latest(roomId, 5)) await end(open);
        const startedAt = ctx.now();
        const vote = await store.create({
          eventId,
          roomId,
          title: checked.title,
          multiple: checked.multiple,
          idViewersOnly: checked.idViewersOnly,
          results: checked.results,
          options: checked.options,
          startedAt,
          endsAt: checked.seconds === null ? null : startedAt + checked.seconds * 1000,
        });
        deadlines.arm(vote);
        const counts = { ballots: 0, counts: new Map<string, number>(), anonymous: 0 };
        const body: VotePushBody = { type: "start", vote: voteView(vote, startedAt), tally: tallyView(vote, counts, startedAt) };
        await hub.publish(channel, TOPICS.VOTE, body);
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
  });
}
