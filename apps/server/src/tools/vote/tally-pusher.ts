import { roomChannelId, TOPICS, VOTE_TALLY_WINDOW_MS, type VotePushBody } from "@livehall/wire";
import type { RealtimeHub } from "../../realtime/ports";
import { tallyView } from "./vote-views";
import type { VoterSets } from "./voter-sets";
import type { StoredVote, VoteStore } from "./vote-store";

/**
 * Coalesces a vote's tally pushes (decision 0027): a ballot marks its vote changed; the first change
 * after a quiet window is pushed at once, later ones wait for the end of the window, so a room gets at
 * most one VOTE tally push every `windowMs` (5,000 ballots in 10 s make about 50 pushes, not 5,000).
 * The tally is read from the database when pushed, so it holds every ballot committed by then, also
 * those other server processes took. A vote whose results are for voters has its tallies pushed to
 * its voters' sockets only (decision 0041: the push names the audience, {@link VoterSets}).
 */
export class TallyPusher {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly lastPush = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly store: VoteStore,
    private readonly hub: RealtimeHub,
    private readonly voters: VoterSets,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
    private readonly windowMs = VOTE_TALLY_WINDOW_MS,
  ) {}

  /** A ballot of `vote` was stored: its tally is pushed within the window. */
  changed(vote: StoredVote): void {
    if (this.closed || this.pending.has(vote.voteId)) return;
    const wait = Math.max(0, (this.lastPush.get(vote.voteId) ?? -Infinity) + this.windowMs - performance.now());
    this.pending.set(
      vote.voteId,
      setTimeout(() => {
        void this.push(vote);
      }, wait),
    );
  }

  /** Stops every pending push (server closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private async push(vote: StoredVote): Promise<void> {
    const started = performance.now();
    this.lastPush.set(vote.voteId, started);
    // Changes from here on wait for the next window.
    this.pending.delete(vote.voteId);
    for (const [voteId, at] of this.lastPush) if (at < started - 10 * this.windowMs) this.lastPush.delete(voteId);
    try {
      const at = this.now();
      const counts = await this.store.counts(vote.voteId);
      const body: VotePushBody = { type: "tally", voteId: vote.voteId, tally: tallyView(vote, counts, at) };
      // Voters taken after the count was read: each ballot counted is named in this push or an earlier one.
      const audience = vote.results === "voters" ? this.voters.audienceOf(vote.voteId, counts.ballots) : undefined;
      if (!this.closed) await this.hub.publish(roomChannelId(vote.eventId, vote.roomId), TOPICS.VOTE, body, audience);
    } catch (error) {
      this.onError(error);
    }
  }
}
