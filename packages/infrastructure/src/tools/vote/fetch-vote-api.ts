import type { BallotOutcome, BallotRefusal, ViewerVote, VoteApi } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { BODY_CODES, VOTE_CODES, VOTE_PATHS, type BallotDTO, type CastBallotRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { parseViewerVote } from "./parse-vote";

/** The server's refusals of a ballot, in the application's words. */
const REFUSALS: Readonly<Record<string, BallotRefusal>> = {
  [VOTE_CODES.alreadyVoted]: "alreadyVoted",
  [VOTE_CODES.voteEnded]: "ended",
  [VOTE_CODES.voteNotFound]: "ended",
  [VOTE_CODES.voteNeedsLogin]: "loginNeeded",
  [BODY_CODES.rateLimited]: "rateLimited",
  [BODY_CODES.badParameter]: "invalid",
};

/**
 * The vote calls over the app's shared HttpClient (decision 0027): GET …/votes/current read with
 * `parseViewerVote` (an unreadable vote is none), POST …/votes/{voteId}/ballots. A refusal the
 * server explains (already voted, ended, login needed, too many, invalid) resolves as that refusal;
 * other failures reject with ApiFailure.
 */
export class FetchVoteApi implements VoteApi {
  constructor(private readonly http: HttpClient) {}

  async current(eventId: string, roomId: string): Promise<ViewerVote | null> {
    const data = await this.http.request<unknown>({ method: "GET", path: `${VOTE_PATHS.votes(eventId, roomId)}/current` });
    return data === null ? null : parseViewerVote(data);
  }

  async cast(eventId: string, roomId: string, voteId: string, optionIds: readonly string[]): Promise<BallotOutcome> {
    const body: CastBallotRequestDTO = { optionIds: [...optionIds] };
    try {
      const data = await this.http.request<Partial<BallotDTO> | null>({
        method: "POST",
        path: VOTE_PATHS.ballots(eventId, roomId, voteId),
        body,
      });
      const stored =
        Array.isArray(data?.optionIds) && data.optionIds.every((id) => typeof id === "string") ? data.optionIds : [...optionIds];
      return { ok: true, optionIds: stored, castAt: typeof data?.castAt === "number" ? data.castAt : 0 };
    } catch (error) {
      const refusal = error instanceof ApiFailure ? REFUSALS[error.code] : undefined;
      if (refusal === undefined) throw error;
      return { ok: false, refusal };
    }
  }
}
