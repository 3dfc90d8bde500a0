import { toolRoomPath } from "./tool-room-path";

/**
 * Lucky draw (decision 0028): the organiser draws winners among the room's eligible
 * viewers; the server picks them with `crypto.randomInt`, stores its inputs for audit and pushes
 * the result (LUCKY_DRAW 20021); the viewers' pages roll names, then show the winners; a winner
 * leaves a name and phone number for the prize.
 */

/** Who may win: viewers in the room now, who commented in its chat, who answered a quiz (or a vote) of the event. */
export type LuckyDrawFrom = "present" | "commented" | "answered";
export const LUCKY_DRAW_FROM: readonly LuckyDrawFrom[] = ["present", "commented", "answered"];

/** Most winners one draw names; longest title; names the roll shows at most. */
export const MAX_DRAW_WINNERS = 100;
export const MAX_DRAW_TITLE = 100;
export const MAX_ROLL_NAMES = 30;
/** Claim form limits: the winner's name (code points) and phone (digits, spaces, + - ( )). */
export const MAX_CLAIM_NAME = 50;
export const CLAIM_PHONE_PATTERN = "^\\+?[0-9 ()-]{5,20}$";

/** One winner as every viewer sees them. */
export interface LuckyDrawWinnerDTO {
  liveUserId: string;
  nickName: string;
}

/**
 * One draw as viewers see it (GET current, LUCKY_DRAW push). `status` "drawn": winners are
 * named and claims are taken; "ended": the organiser closed it (no more claims).
 * `rollNames` are up to MAX_ROLL_NAMES names of the eligible viewers for the roll animation.
 */
export interface LuckyDrawDTO {
  drawId: string;
  title: string;
  from: LuckyDrawFrom;
  winnerCount: number;
  status: "drawn" | "ended";
  eligibleCount: number;
  rollNames: string[];
  winners: LuckyDrawWinnerDTO[];
  /** Server epoch ms of the draw. */
  drawnAt: number;
}

/** LUCKY_DRAW push body: the draw as it is now. */
export interface LuckyDrawBody {
  draw: LuckyDrawDTO;
}

/** GET …/lucky-draws/current → the room's latest draw (null: none yet) and whether this viewer won and claimed. */
export interface CurrentLuckyDrawDTO {
  draw: LuckyDrawDTO | null;
  won: boolean;
  claimed: boolean;
}

/** POST …/lucky-draws/{drawId}/claim: the winner's contact for the prize. */
export interface LuckyDrawClaimRequestDTO {
  name: string;
  phone: string;
}

/** Answer of a claim. */
export interface LuckyDrawClaimDTO {
  claimed: true;
}

/** Admin POST …/lucky-draws body. */
export interface StartLuckyDrawRequestDTO {
  title: string;
  winners: number;
  from: LuckyDrawFrom;
  /** "ID viewers only" (decision 0060): anonymous viewers are left out of the pool (its audit's `eligible` says who was in it). */
  idViewersOnly?: boolean;
}

/**
 * Admin answers (POST start, GET list): the draw with its audit record — the eligible viewers'
 * ids in the order the picks index (sorted), each pick (`randomInt(0, remaining)` over the list
 * with the earlier picks taken out), the earlier rounds' winners excluded, and the claims.
 */
export interface LuckyDrawAdminDTO extends LuckyDrawDTO {
  round: number;
  audit: {
    eligible: string[];
    excluded: string[];
    picks: number[];
    /** Drawn for ID viewers only: the anonymous viewers were left out of `eligible`. */
    idViewersOnly: boolean;
    drawnAt: number;
    random: "crypto.randomInt";
  };
  claims: { liveUserId: string; name: string; phone: string; claimedAt: number }[];
}

export const LUCKY_DRAW_PATHS = {
  current: (eventId: string, roomId: string) => toolRoomPath(eventId, roomId, "lucky-draws/current"),
  claim: (eventId: string, roomId: string, drawId: string) =>
    toolRoomPath(eventId, roomId, `lucky-draws/${encodeURIComponent(drawId)}/claim`),
} as const;
