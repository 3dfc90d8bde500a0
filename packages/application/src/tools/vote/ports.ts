import type { BallotOutcome, ViewerVote } from "./models";

/**
 * The vote calls of a room (decision 0027) with the viewer's bearer token (the adapter adds it).
 * Used by the Vote feature: `current` when the room opens (and after a refused ballot, to catch up),
 * `cast` when the viewer submits.
 */
export interface VoteApi {
  /** The room's newest vote as this viewer sees it, or null when it has none. Rejects with ApiFailure. */
  current(eventId: string, roomId: string): Promise<ViewerVote | null>;
  /** Casts a ballot; a refusal the server explains resolves as such, anything else rejects (ApiFailure). */
  cast(eventId: string, roomId: string, voteId: string, optionIds: readonly string[]): Promise<BallotOutcome>;
}
