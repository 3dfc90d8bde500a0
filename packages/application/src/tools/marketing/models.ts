import type { JumpEntry, MarketingToolType, Question } from "@livehall/domain";

/** One tool of the room's list (§3 list item: marketingAppType plus the client-derived toolType). */
export interface MarketingToolItem {
  readonly marketingAppId: string;
  readonly marketingAppType: number;
  readonly name: string;
  readonly toolType: MarketingToolType;
}

/** A file of a download tool. */
export interface MarketingFile {
  readonly fileId: string;
  readonly fileName: string;
  /** Bytes. */
  readonly fileSize: number;
  readonly contentType: string;
}

/** §3 tool detail: marketingAppType, jump entries, questions, submitFlag (and ours: description, files). */
export interface MarketingToolDetail {
  readonly marketingAppId: string;
  readonly marketingAppType: number;
  readonly toolType: MarketingToolType;
  readonly name: string;
  readonly description: string;
  readonly jumpEntries: readonly JumpEntry[];
  /** Sorted by order. */
  readonly questions: readonly Question[];
  readonly files: readonly MarketingFile[];
  readonly submitFlag: 0 | 1;
}

/** How a tool was opened (§4): ACTIVE by a click, PASSIVE by a call-to-action (which it names). */
export type MarketingTrigger =
  { readonly mode: "ACTIVE" } | { readonly mode: "PASSIVE"; readonly callToActionId: string; readonly callToActionSn: string };

export const ACTIVE: MarketingTrigger = { mode: "ACTIVE" };
