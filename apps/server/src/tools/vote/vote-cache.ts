import type { StoredVote, VoteStore } from "./vote-store";

/** Votes remembered at most; the oldest go first. */
const MAX_VOTES = 1000;

/**
 * What a ballot is checked against, read once per vote and process: title, options, multiple and
 * deadline never change after the start. Whether the organiser ended the vote is NOT taken from
 * here: the ballot's insert checks it in the database (VoteStore.cast).
 */
export class VoteCache {
  private readonly votes = new Map<string, StoredVote>();

  constructor(private readonly store: VoteStore) {}

  /** The vote `voteId` of room `roomId` (its `endedAt` may be stale), or undefined. */
  async get(roomId: string, voteId: string): Promise<StoredVote | undefined> {
    const known = this.votes.get(voteId);
    if (known) return known.roomId === roomId ? known : undefined;
    const vote = await this.store.find(roomId, voteId);
    if (!vote) return undefined;
    if (this.votes.size >= MAX_VOTES) {
      const oldest = this.votes.keys().next();
      if (!oldest.done) this.votes.delete(oldest.value);
    }
    this.votes.set(voteId, vote);
    return vote;
  }
}
