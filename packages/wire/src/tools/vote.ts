/**
 * The vote tool (decision 0027; ours: §7 shows no vote payloads). Viewer calls under
 * /api with the viewer's bearer token; pushes on topic VOTE (20304) as {@link VotePushBody}.
 */

/** Who sees the results: only viewers who voted, or everyone in the room. */
export type VoteResultsAudienceDTO = "voters" | "all";

/** Longest vote title and option text, in characters (grapheme clusters) after trimming. */
export const MAX_VOTE_TITLE_LENGTH = 200;
export const MAX_VOTE_OPTION_LENGTH = 100;
/** A vote has 2 to MAX_VOTE_OPTIONS options. */
export const MAX_VOTE_OPTIONS = 20;
/** Longest deadline, in seconds (one day). */
export const MAX_VOTE_SECONDS = 86_400;

/** Body codes of the vote calls (ours). */
export const VOTE_CODES = {
  /** No such vote in this room (HTTP 404). */
  voteNotFound: "120340",
  /** This viewer already voted in this vote (HTTP 409). */
  alreadyVoted: "120341",
  /** The vote has ended: no more ballots (HTTP 409). */
  voteEnded: "120342",
  /**
   * A login is needed before voting (HTTP 403, §4): the event's interactive access, the vote's
   * "ID viewers only", or the anonymous ballots of this client address reached the event's cap.
   */
  voteNeedsLogin: "120343",
} as const;

export interface VoteOptionDTO {
  /** "1", "2", … in the order the organiser gave them. */
  optionId: string;
  text: string;
}

/** One option's share: its count and its whole-number percent of all choices (they sum to 100, or all 0 with no ballots). */
export interface VoteOptionTallyDTO {
  optionId: string;
  count: number;
  percent: number;
}

/** The results at `at` (server time, epoch ms). */
export interface VoteTallyDTO {
  /** Viewers who voted. */
  ballots: number;
  /** Options chosen over all ballots (equals `ballots` for a single-choice vote). */
  choices: number;
  options: VoteOptionTallyDTO[];
  /** Of `ballots`, those cast by anonymous viewers (capped per client address, decision 0060). */
  anonymousBallots: number;
  at: number;
}

/** A vote as everyone sees it, without results. */
export interface VoteDTO {
  voteId: string;
  title: string;
  /** true: 1 to n distinct options per ballot; false: exactly one. */
  multiple: boolean;
  options: VoteOptionDTO[];
  results: VoteResultsAudienceDTO;
  /** Server time, epoch ms. */
  startedAt: number;
  /** The deadline (epoch ms), or null when the organiser ends it. */
  endsAt: number | null;
  /** When it ended (epoch ms), or null while open. */
  endedAt: number | null;
  /** The organiser's "ID viewers only": anonymous viewers are asked to log in before voting (decision 0060). */
  idViewersOnly: boolean;
}

/**
 * A vote as one viewer sees it: `myOptionIds` (null before voting) and `tally` (null while the
 * results are hidden from this viewer: results "voters" and no ballot yet).
 */
export interface ViewerVoteDTO extends VoteDTO {
  myOptionIds: string[] | null;
  tally: VoteTallyDTO | null;
  /** Server time of the answer (epoch ms), for the countdown. */
  serverTime: number;
}

/** GET /events/{eventId}/rooms/{roomId}/votes → data: the room's votes, newest first (at most 20). */
export interface VoteListDTO {
  list: ViewerVoteDTO[];
}

/** POST /events/{eventId}/rooms/{roomId}/votes/{voteId}/ballots body. */
export interface CastBallotRequestDTO {
  /** Single choice: exactly one option id; multiple: 1 to n distinct ones. */
  optionIds: string[];
}

/** The stored ballot (answer of the cast). */
export interface BallotDTO {
  voteId: string;
  optionIds: string[];
  /** Server time of acceptance, epoch ms. */
  castAt: number;
}

/** A vote with its results, as the organiser reads it (admin API). */
export interface AdminVoteDTO extends VoteDTO {
  tally: VoteTallyDTO;
}

/**
 * VOTE push bodies: a vote started or ended (at once, with its results), or the results changed
 * (coalesced: at most one per room every VOTE_TALLY_WINDOW_MS). Tally pushes reach the whole room;
 * a client shows them only where results are visible to the viewer.
 */
export type VotePushBody =
  | { type: "start"; vote: VoteDTO; tally: VoteTallyDTO }
  | { type: "tally"; voteId: string; tally: VoteTallyDTO }
  | { type: "end"; vote: VoteDTO; tally: VoteTallyDTO };

/**
 * Tally pushes of a room are at most one per this window (trailing). 220 ms, not 200: five windows of
 * exactly 200 ms span one second, so a viewer whose pushes arrived a few milliseconds unevenly counted
 * six in one second (the vote-flood benchmark, 26 Nov); six pushes now span 1.1 s.
 */
export const VOTE_TALLY_WINDOW_MS = 220;

/** Viewer paths of the vote calls, under /api. */
export const VOTE_PATHS = {
  votes: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/votes`,
  ballots: (eventId: string, roomId: string, voteId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/votes/${encodeURIComponent(voteId)}/ballots`,
} as const;
