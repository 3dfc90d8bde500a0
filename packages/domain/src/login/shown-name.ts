import { USER_TYPE } from "../enums/user";
import type { Viewer } from "../models";

/**
 * How a name is shown (§3 anonymousNickname, §9 "the anonymous nickname label is the localized
 * anonymous audience"). The views turn each kind into words of the viewer's language:
 * - `chosen`: a nickname the viewer typed, shown as written;
 * - `audience`: the server's default name of a viewer who has none — the localized "audience"
 *   and the server's number, so every viewer reads it in their own language;
 * - `account`: a logged-in viewer without a nickname, by the account they logged in with, masked;
 * - `anonymous`: the localized "anonymous audience" (no name and no number known);
 * - `unnamed`: a logged-in viewer with neither nickname nor account (WeChat): asked to set one.
 */
export type ShownName =
  | { readonly kind: "chosen"; readonly name: string }
  | { readonly kind: "audience"; readonly number: string }
  | { readonly kind: "account"; readonly account: string }
  | { readonly kind: "anonymous" }
  | { readonly kind: "unnamed" };

/**
 * The one form of the server's default names: "观众" (audience) and four digits (decision 0056).
 * The server makes it in Chinese, the §1 default language; the client reads the number out of it.
 */
const DEFAULT_NAME = /^观众(\d{4})$/;

/** The number of a server-made default name ("观众0423" → "0423"), or null for any other name. */
export function defaultAudienceNumber(name: string): string | null {
  return DEFAULT_NAME.exec(name.trim())?.[1] ?? null;
}

/** How a name the server sends with a message, question, gift or ranking is shown. */
export function shownNameOf(name: string): ShownName {
  const trimmed = name.trim();
  if (trimmed === "") return { kind: "anonymous" };
  const number = defaultAudienceNumber(trimmed);
  return number === null ? { kind: "chosen", name: trimmed } : { kind: "audience", number };
}

/** dana@example.com → d***@example.com; 13812345678 → 138****5678 (as the server masks contacts). */
export function maskAccount(account: string): string {
  const trimmed = account.trim();
  const at = trimmed.lastIndexOf("@");
  if (at >= 0) return at === 0 ? "***" : `${trimmed.slice(0, 1)}***${trimmed.slice(at)}`;
  if (trimmed.length < 8) return `${"*".repeat(Math.max(0, trimmed.length - 2))}${trimmed.slice(-2)}`;
  return `${trimmed.slice(0, 3)}****${trimmed.slice(-4)}`;
}

/**
 * How the viewer's own name is shown (the watch page's header): the nickname; else, anonymous,
 * the server's default name (or the plain anonymous label without one); else, logged in, the
 * masked account — a logged-in viewer is never called anonymous — or, with no account, a request
 * to set a nickname.
 */
export function viewerShownName(viewer: Viewer): ShownName {
  if (viewer.nickname.trim() !== "") return shownNameOf(viewer.nickname);
  if (viewer.userType === USER_TYPE.ANONYMOUS_AUDIENCE) return shownNameOf(viewer.anonymousNickname);
  const account = viewer.account?.trim() ?? "";
  if (account !== "") return { kind: "account", account: maskAccount(account) };
  return viewer.anonymousNickname.trim() === "" ? { kind: "unnamed" } : shownNameOf(viewer.anonymousNickname);
}
