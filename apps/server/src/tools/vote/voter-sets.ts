import type { AudienceGroups, PushAudience } from "../../realtime/push-audience";

/** The audience kind of a vote's voters: tally pushes of a `results: "voters"` vote (decision 0041). */
export const VOTE_VOTERS = "vote-voters";

/** Votes whose voters a process remembers at most; the oldest are forgotten first (read again when needed). */
const MAX_VOTES = 64;

interface Voters {
  readonly ids: Set<string>;
  /** Whether the ids were read from the database once (before that they hold only this process's ballots). */
  loaded: boolean;
  /** The database read in flight, shared by the pushes that wait for it. */
  loading: Promise<void> | null;
}

/**
 * Who voted in each recent vote, in this process's memory (decision 0041): the audience of the
 * tally pushes of a vote whose results are for voters. A ballot this process stored is added at
 * once ({@link cast}) and named in this process's next tally push of the vote ({@link audienceOf}),
 * so every other process adds it when the push arrives. A process whose copy cannot be complete —
 * never read since it started, or holding fewer voters than the push counted (it missed a push) —
 * reads the vote's voters from the database once, before that push is delivered; never per socket.
 */
export class VoterSets implements AudienceGroups {
  private readonly votes = new Map<string, Voters>();
  /** Voters this process stored since its last tally push, per vote. */
  private readonly unannounced = new Map<string, string[]>();

  /** `read`: every audience id with a ballot in the vote (the database). */
  constructor(private readonly read: (voteId: string) => Promise<readonly string[]>) {}

  /** This process stored `audienceId`'s ballot in `voteId`: from now on its sockets receive the vote's tallies. */
  cast(voteId: string, audienceId: string): void {
    this.voters(voteId).ids.add(audienceId);
    const list = this.unannounced.get(voteId);
    if (list) list.push(audienceId);
    else this.unannounced.set(voteId, [audienceId]);
  }

  /** The audience of a tally push of `voteId` whose count read `ballots` ballots; names the voters not yet announced. */
  audienceOf(voteId: string, ballots: number): PushAudience {
    const joined = this.unannounced.get(voteId) ?? [];
    this.unannounced.delete(voteId);
    return { kind: VOTE_VOTERS, group: voteId, joined, size: ballots };
  }

  members(audience: PushAudience): ReadonlySet<string> | Promise<ReadonlySet<string>> {
    const voters = this.voters(audience.group);
    for (const id of audience.joined) voters.ids.add(id);
    if (this.complete(voters, audience.size)) return voters.ids;
    return this.reread(audience.group, voters, audience.size);
  }

  /** Votes remembered (tests, diagnostics). */
  get size(): number {
    return this.votes.size;
  }

  private complete(voters: Voters, ballots: number): boolean {
    return voters.loaded && voters.loading === null && voters.ids.size >= ballots;
  }

  /** Reads the voters of `voteId` (joining a read in flight, then once more if that one started too early). */
  private async reread(voteId: string, voters: Voters, ballots: number): Promise<ReadonlySet<string>> {
    if (voters.loading) await voters.loading;
    if (this.complete(voters, ballots)) return voters.ids;
    const loading = this.read(voteId).then((ids) => {
      for (const id of ids) voters.ids.add(id);
      voters.loaded = true;
    });
    voters.loading = loading;
    try {
      await loading;
    } finally {
      if (voters.loading === loading) voters.loading = null;
    }
    return voters.ids;
  }

  private voters(voteId: string): Voters {
    let voters = this.votes.get(voteId);
    if (voters) return voters;
    if (this.votes.size >= MAX_VOTES) {
      const oldest = this.votes.keys().next();
      if (!oldest.done) {
        this.votes.delete(oldest.value);
        this.unannounced.delete(oldest.value);
      }
    }
    voters = { ids: new Set(), loaded: false, loading: null };
    this.votes.set(voteId, voters);
    return voters;
  }
}
