import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";

/** A winner as every viewer sees them. */
export interface DrawWinner {
  readonly viewerId: string;
  readonly nickname: string;
}

/** A lucky draw as the page shows it. */
export interface LuckyDraw {
  readonly drawId: string;
  readonly title: string;
  /** Who it was among: viewers present, commenters, or answerers. */
  readonly from: "present" | "commented" | "answered";
  readonly winnerCount: number;
  /** "drawn": winners named, claims taken; "ended": closed by the organiser. */
  readonly status: "drawn" | "ended";
  readonly eligibleCount: number;
  /** Names the roll shows. */
  readonly rollNames: readonly string[];
  readonly winners: readonly DrawWinner[];
}

/** GET current's answer. */
export interface CurrentLuckyDraw {
  readonly draw: LuckyDraw | null;
  readonly won: boolean;
  readonly claimed: boolean;
}

/** The claim form's progress: none (not a winner), open, sending, claimed. */
export type ClaimStatus = "none" | "open" | "sending" | "claimed";

export interface LuckyDrawState {
  readonly draw: LuckyDraw | null;
  /** True for a few seconds after a draw arrives live: the page rolls names before the winners show. */
  readonly rolling: boolean;
  /** This viewer is among the winners. */
  readonly won: boolean;
  readonly claim: ClaimStatus;
  /** Message key of the last claim's failure or the form's mistake, else null. */
  readonly error: string | null;
}

export const INITIAL_LUCKY_DRAW: LuckyDrawState = { draw: null, rolling: false, won: false, claim: "none", error: null };

/**
 * The LUCKY_DRAW toolbar tool: the room's latest draw (loaded on start, replaced by LUCKY_DRAW
 * pushes), a roll before a live draw's winners show, and a winner's claim form.
 */
export interface LuckyDrawService extends ToolbarTool {
  readonly state$: Observable<LuckyDrawState>;
  /** Intent: a winner sends the claim form (name, phone); the §4 interception runs first. Resolves whether it was stored. */
  claim(name: string, phone: string): Promise<boolean>;
}
