import { ACCESS_TYPE, INTERACTION_TYPE, USER_TYPE, answerAction, interceptAction, voteOpen } from "@livehall/domain";
import type { FastifyInstance } from "fastify";
import {
  MAX_VOTE_OPTIONS,
  VOTE_CODES,
  type BallotDTO,
  type CastBallotRequestDTO,
  type VoteListDTO,
  type ViewerVoteDTO,
} from "@livehall/wire";
import { ApiError, tooManyRequests } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import { identifier } from "../../routes/schemas";
import { LikeRate } from "../../services/like-rate";
import type { ServerContext } from "../../server-context";
import { addressHash, anonymousCapOf } from "../shared/anonymous-answers";
import { ballotRefusal } from "./vote-input";
import { VoteCache } from "./vote-cache";
import { viewerVoteView } from "./vote-views";
import type { TallyPusher } from "./tally-pusher";
import type { VoterSets } from "./voter-sets";
import type { StoredVote, VoteStore } from "./vote-store";

/** Votes a list answers at most (newest first). */
export const VOTE_LIST_LIMIT = 20;

const voteParams = {
  type: "object",
  required: ["eventId", "roomId", "voteId"],
  properties: { eventId: identifier, roomId: identifier, voteId: identifier },
} as const;

const ballotBody = {
  type: "object",
  required: ["optionIds"],
  properties: { optionIds: { type: "array", maxItems: MAX_VOTE_OPTIONS, items: { type: "string", maxLength: 16 } } },
} as const;

export const voteNotFound = (): ApiError => new ApiError(404, VOTE_CODES.voteNotFound, "No such vote in this room");
/** An anonymous ballot past its address's cap: a login lets the viewer vote (the client's §4 login prompt). */
const addressFull = (): ApiError =>
  new ApiError(403, VOTE_CODES.voteNeedsLogin, "Enough anonymous ballots came from your network: log in to vote");
const voteEnded = (): ApiError => new ApiError(409, VOTE_CODES.voteEnded, "This vote has ended");

/**
 * The viewer's vote calls (decision 0027), bearer token and `{roomId}` as for every room call:
 * - GET …/votes → VoteListDTO (newest first, results where visible to this viewer);
 * - GET …/votes/current → the newest vote as ViewerVoteDTO, or null;
 * - POST …/votes/{voteId}/ballots {optionIds} → BallotDTO. Refusals: 400 bad ballot, 403 login
 *   needed (§4), 404 unknown vote, 409 ended or already voted, 429 too many attempts.
 */
export function voteViewerRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  store: VoteStore,
  tallies: TallyPusher,
  voters: VoterSets,
): void {
  const rate = new LikeRate(ctx.limits.ballotsPerSecond, ctx.limits.ballotBurst, ctx.now);
  const votes = new VoteCache(store);

  async function views(votes: readonly StoredVote[], audienceId: string): Promise<ViewerVoteDTO[]> {
    const mine = await store.ballotsOf(
      votes.map((vote) => vote.voteId),
      audienceId,
    );
    const now = ctx.now();
    return Promise.all(
      votes.map(async (vote) => {
        const myOptionIds = mine.get(vote.voteId) ?? null;
        const counts = vote.results === "all" || myOptionIds !== null ? await store.counts(vote.voteId) : null;
        return viewerVoteView(vote, myOptionIds, counts, now);
      }),
    );
  }

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/votes", { schema: { params: roomParams } }, async (request) => {
    const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const data: VoteListDTO = { list: await views(await store.latest(room.id, VOTE_LIST_LIMIT), viewer.uid) };
    return ok(data);
  });

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/votes/current", { schema: { params: roomParams } }, async (request) => {
    const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
    const [data = null] = await views(await store.latest(room.id, 1), viewer.uid);
    return ok(data);
  });

  app.post<{ Params: RoomParams & { voteId: string }; Body: CastBallotRequestDTO }>(
    "/events/:eventId/rooms/:roomId/votes/:voteId/ballots",
    { schema: { params: voteParams, body: ballotBody } },
    async (request) => {
      const { viewer, event, room } = await viewerRoom(ctx, request.params, request.headers.authorization);
      if (rate.grant(`${event.id}/${viewer.uid}`, 1) === 0) throw tooManyRequests("Too many ballots: wait a second", 1);
      const vote = await votes.get(room.id, request.params.voteId);
      if (!vote) throw voteNotFound();
      // §4 for "vote" depends on the user type alone (the token's), never on the nickname; a vote
      // for ID viewers only intercepts every anonymous viewer for a login (decision 0060).
      const outcome = interceptAction({
        userType: viewer.ut,
        interactAccess: event.interact_access_flag === 1,
        action: answerAction(INTERACTION_TYPE.VOTE, vote.idViewersOnly),
        nicknameChangeAllowed: event.nickname_change_flag === 1,
        nicknameSet: false,
        accessType: ACCESS_TYPE.UNLIMITED,
      });
      if (outcome.kind !== "proceed") throw new ApiError(403, VOTE_CODES.voteNeedsLogin, "This event needs a login before voting");
      const castAt = ctx.now();
      if (!voteOpen({ endsAt: vote.endsAt, endedAt: null }, castAt)) throw voteEnded();
      const refusal = ballotRefusal(vote, request.body.optionIds);
      if (refusal) throw refusal;
      const optionIds = [...request.body.optionIds].sort((a, b) => Number(a) - Number(b));
      const anonymous =
        viewer.ut === USER_TYPE.ANONYMOUS_AUDIENCE
          ? { addressHash: addressHash(ctx.addressKey, request.ip), cap: await anonymousCapOf(ctx.db, event.id) }
          : null;
      const stored = await store.cast(vote.voteId, viewer.uid, optionIds, castAt, anonymous);
      if (stored === "capped") throw addressFull();
      if (stored === "already") throw new ApiError(409, VOTE_CODES.alreadyVoted, "You have already voted in this vote");
      if (stored === "ended") throw voteEnded();
      // The writer stored it: this viewer's sockets receive the tallies from now on (decision 0041).
      voters.cast(vote.voteId, viewer.uid);
      tallies.changed(vote);
      const data: BallotDTO = { voteId: vote.voteId, optionIds, castAt };
      return ok(data);
    },
  );
}
