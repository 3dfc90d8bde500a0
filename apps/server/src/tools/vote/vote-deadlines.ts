import { roomChannelId, TOPICS, type VotePushBody } from "@livehall/wire";
import type { RealtimeHub } from "../../realtime/ports";
import { tallyView, voteView } from "./vote-views";
import type { StoredVote, VoteStore } from "./vote-store";

/** setTimeout's longest delay; later deadlines are re-armed in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Ends votes at their deadline (decision 0027): one timer per open vote with a deadline, set when the
 * vote starts and again for every unended vote when the server starts (so a deadline survives a
 * restart). At the deadline the vote is stored as ended and VOTE {type: "end"} is pushed at once;
 * of several server processes only the one whose conditional update ended it pushes. Reads never
 * depend on the timer: a vote past its deadline is answered as ended.
 */
export class VoteDeadlines {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    private readonly store: VoteStore,
    private readonly hub: RealtimeHub,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Arms the deadline of `vote` (nothing without one). */
  arm(vote: StoredVote): void {
    if (this.closed || vote.endsAt === null || vote.endedAt !== null) return;
    this.cancel(vote.voteId);
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, vote.endsAt - this.now()));
    this.timers.set(
      vote.voteId,
      setTimeout(() => {
        this.timers.delete(vote.voteId);
        if (vote.endsAt !== null && this.now() < vote.endsAt) this.arm(vote);
        else void this.expire(vote, vote.endsAt ?? this.now());
      }, wait),
    );
  }

  /** Arms every unended vote's deadline (server start). */
  async armAll(): Promise<void> {
    for (const vote of await this.store.unended()) this.arm(vote);
  }

  /** Forgets the timer of a vote ended by hand. */
  cancel(voteId: string): void {
    const timer = this.timers.get(voteId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(voteId);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async expire(vote: StoredVote, at: number): Promise<void> {
    try {
      if (this.closed || !(await this.store.end(vote.voteId, at))) return;
      await publishEnd(this.hub, this.store, { ...vote, endedAt: at }, this.now());
    } catch (error) {
      this.onError(error);
    }
  }
}

/** Pushes VOTE {type: "end"} with the final tally to the vote's room. */
export async function publishEnd(hub: RealtimeHub, store: VoteStore, vote: StoredVote, now: number): Promise<void> {
  const counts = await store.counts(vote.voteId);
  const body: VotePushBody = { type: "end", vote: voteView(vote, now), tally: tallyView(vote, counts, now) };
  await hub.publish(roomChannelId(vote.eventId, vote.roomId), TOPICS.VOTE, body);
}
