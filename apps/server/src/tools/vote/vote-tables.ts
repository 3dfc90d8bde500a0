import type { Generated } from "kysely";

/** A vote of a room (0010_vote, decision 0027). */
export interface VotesTable {
  id: string;
  event_id: string;
  room_id: string;
  title: string;
  /** 1: 1 to n options per ballot; 0: exactly one. */
  multiple: number;
  /** Who sees the results: "voters" or "all". */
  results: string;
  started_at: number;
  /** The deadline (epoch ms), null without one. */
  ends_at: number | null;
  /** When the organiser (or the deadline timer) ended it, null while open. */
  ended_at: Generated<number | null>;
  /** 1: "ID viewers only", anonymous ballots refused (0026_id_viewers_only); 0: anonymous ballots capped per address. */
  id_viewers_only: Generated<number>;
}

/** An option of a vote, listed by `position` (0010_vote). */
export interface VoteOptionsTable {
  vote_id: string;
  option_id: string;
  position: number;
  text: string;
}

/** One viewer's ballot in a vote; the primary key (vote_id, audience_id) allows one (0010_vote). */
export interface VoteBallotsTable {
  vote_id: string;
  audience_id: string;
  cast_at: number;
}

/** An option chosen on a ballot (0010_vote). */
export interface VoteChoicesTable {
  vote_id: string;
  audience_id: string;
  option_id: string;
}
