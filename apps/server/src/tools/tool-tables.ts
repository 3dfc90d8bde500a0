import type { Generated } from "kysely";

/** A lucky draw round (0011_draw_quiz_sign_in); JSON text columns hold its audit record. */
export interface LuckyDrawsTable {
  id: string;
  event_id: string;
  room_id: string;
  /** 1, 2, … per event: the draw order (unique per event). */
  round: number;
  title: string;
  /** "present" | "commented" | "answered". */
  from_pool: string;
  winner_count: number;
  /** JSON array: the eligible viewers' ids, sorted, as the picks index them. */
  eligible: string;
  /** JSON array: the earlier rounds' winners left out. */
  excluded: string;
  /** JSON array: each `randomInt(0, remaining)` result, in order. */
  picks: string;
  /** 1: drawn for ID viewers only, the anonymous viewers left out of `eligible` (0027). */
  id_viewers_only: Generated<number>;
  /** JSON array: names shown in the roll. */
  roll_names: string;
  drawn_at: number;
  ended_at: number | null;
}

/** A winner of a draw; (event_id, audience_id) is unique: one win per viewer per event. */
export interface LuckyDrawWinnersTable {
  draw_id: string;
  event_id: string;
  audience_id: string;
  nick_name: string;
  /** 0-based order of the pick. */
  position: number;
}

/** A winner's claim form. */
export interface LuckyDrawClaimsTable {
  draw_id: string;
  audience_id: string;
  name: string;
  phone: string;
  claimed_at: number;
}

/** An award quiz (VIE_ANSWER). */
export interface AwardQuizzesTable {
  id: string;
  event_id: string;
  room_id: string;
  question: string;
  /** JSON array of the option texts. */
  options: string;
  /** 1-based. */
  correct_option: number;
  winner_count: number;
  created_at: number;
  ends_at: number;
  ended_at: number | null;
  /** 1: "ID viewers only", anonymous answers refused (0026_id_viewers_only); 0: anonymous answers capped per address. */
  id_viewers_only: Generated<number>;
}

/** One answer; `seq` is the order of receipt; (quiz_id, audience_id) is unique. */
export interface AwardQuizAnswersTable {
  seq: Generated<number>;
  quiz_id: string;
  event_id: string;
  audience_id: string;
  option: number;
  received_at: number;
}

/** A check-in window. */
export interface SignInsTable {
  id: string;
  event_id: string;
  room_id: string;
  title: string;
  created_at: number;
  ends_at: number;
  ended_at: number | null;
  /** 1: "ID viewers only", anonymous check-ins refused (0026_id_viewers_only); 0: anonymous check-ins capped per address. */
  id_viewers_only: Generated<number>;
}

/** One check-in; (sign_in_id, audience_id) is the primary key. */
export interface SignInChecksTable {
  sign_in_id: string;
  audience_id: string;
  signed_at: number;
}

/** The tables of 0011_draw_quiz_sign_in, part of the `Database`. */
export interface DrawQuizSignInTables {
  lucky_draws: LuckyDrawsTable;
  lucky_draw_winners: LuckyDrawWinnersTable;
  lucky_draw_claims: LuckyDrawClaimsTable;
  award_quizzes: AwardQuizzesTable;
  award_quiz_answers: AwardQuizAnswersTable;
  sign_ins: SignInsTable;
  sign_in_checks: SignInChecksTable;
}
