import type { BallotOutcome, ViewerVote } from "../tools/vote/models";
import type { VoteApi } from "../tools/vote/ports";

export interface VoteCastCall {
  readonly eventId: string;
  readonly roomId: string;
  readonly voteId: string;
  readonly optionIds: readonly string[];
}

/**
 * A VoteApi answering `currentVote` (none by default) and taking every ballot (castAt from
 * `castAt`); `castAnswer` replaces a cast's answer (an Error rejects; a promise holds it back).
 * Records both calls.
 */
export class FakeVoteApi implements VoteApi {
  readonly currentCalls: { readonly eventId: string; readonly roomId: string }[] = [];
  readonly castCalls: VoteCastCall[] = [];
  currentVote: ViewerVote | null | Error = null;
  castAt = 0;
  castAnswer: ((call: VoteCastCall) => BallotOutcome | Error | Promise<BallotOutcome | Error>) | null = null;

  current(eventId: string, roomId: string): Promise<ViewerVote | null> {
    this.currentCalls.push({ eventId, roomId });
    return this.currentVote instanceof Error ? Promise.reject(this.currentVote) : Promise.resolve(this.currentVote);
  }

  async cast(eventId: string, roomId: string, voteId: string, optionIds: readonly string[]): Promise<BallotOutcome> {
    const call = { eventId, roomId, voteId, optionIds: [...optionIds] };
    this.castCalls.push(call);
    const answer = this.castAnswer ? await this.castAnswer(call) : { ok: true as const, optionIds: call.optionIds, castAt: this.castAt };
    if (answer instanceof Error) throw answer;
    return answer;
  }
}
