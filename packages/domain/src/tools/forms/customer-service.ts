import { isWebAddress } from "../../chat/chat-text";
import { JUMP_URL_TYPE, MARKETING_APP_TYPE } from "../../enums/marketing";

/** One jump entry of a marketing tool (§3 jumpUrlDetail list item). */
export interface JumpEntry {
  /** §3 jump url type: 1 qrcode, 2 url. */
  readonly jumpUrlType: number;
  /** The address (a URL to open, or the text of the QR code). */
  readonly jumpUrlDetail: string;
}

/** What opening a marketing tool does (§2 customer-service rule). */
export type ToolOpening =
  | { readonly kind: "modal" }
  /** Open `url` without a modal: in this window on mobile, a new window on desktop. */
  | { readonly kind: "url"; readonly url: string; readonly target: "same" | "new" };

/**
 * §2 "A customer-service tool whose first jump entry is a plain URL opens that URL (same window on
 * mobile, new window on desktop) with no modal". A plain URL is jump type 2 with an absolute
 * http(s) address (no user info, no blanks or quotes: `isWebAddress`). Every other case — another
 * tool type, a first entry that is a QR code, a `javascript:` or relative address, no entries —
 * shows the modal, and nothing is opened.
 */
export function toolOpening(marketingAppType: number, entries: readonly JumpEntry[], mobile: boolean): ToolOpening {
  const first = entries[0];
  if (marketingAppType !== MARKETING_APP_TYPE.CUSTOMER_SERVICE || first === undefined) return { kind: "modal" };
  if (first.jumpUrlType !== JUMP_URL_TYPE.URL || !isWebAddress(first.jumpUrlDetail)) return { kind: "modal" };
  return { kind: "url", url: first.jumpUrlDetail, target: mobile ? "same" : "new" };
}

/**
 * The entries a tool's modal may show (code attention, customer service): QR codes as images of
 * their text, URLs only when they are http(s) addresses (shown as links the viewer clicks; never
 * opened by themselves). Anything else is left out.
 */
export function shownJumpEntries(entries: readonly JumpEntry[]): JumpEntry[] {
  return entries.filter(
    (entry) =>
      (entry.jumpUrlType === JUMP_URL_TYPE.QRCODE && entry.jumpUrlDetail.trim() !== "") ||
      (entry.jumpUrlType === JUMP_URL_TYPE.URL && isWebAddress(entry.jumpUrlDetail)),
  );
}
