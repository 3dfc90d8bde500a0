/**
 * Chat text as the page renders it (decision 0015): always plain text nodes; only http:// and
 * https:// addresses (and "www." ones, which become https://) turn into links. Nothing here is
 * HTML: a `<script>` or `javascript:` in a message stays text.
 */

/** A run of plain text, rendered as a text node. */
export interface ChatTextPart {
  readonly kind: "text";
  readonly text: string;
}

/** A web address: `text` is shown (a text node), `href` is always http:// or https://. */
export interface ChatLinkPart {
  readonly kind: "link";
  readonly text: string;
  readonly href: string;
}

export type ChatTextSegment = ChatTextPart | ChatLinkPart;

/**
 * A candidate address: "http://", "https://" or "www." not glued to a letter or digit before it,
 * then URL characters (RFC 3986's, less the quote `'`). Anything else ends it: blanks, quotes,
 * `<`, `>`, and every non-ASCII character (Chinese text right after an address is not part of it).
 */
const CANDIDATE = /(?<![A-Za-z0-9])(?:https?:\/\/|www\.)[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+/gi;
/** Sentence punctuation that ends a message more often than it ends an address. */
const TRAILING = new Set([".", ",", ";", ":", "!", "?"]);
/** What must follow the scheme (or "www."): a host's first character. */
const HOST_START = /^[A-Za-z0-9[]/;

/** The candidate without trailing punctuation and without a closing bracket it never opened (linear). */
function trimAddress(candidate: string): string {
  const open = { ")": 0, "]": 0 };
  const close = { ")": 0, "]": 0 };
  for (const char of candidate) {
    if (char === "(") open[")"] += 1;
    else if (char === "[") open["]"] += 1;
    else if (char === ")" || char === "]") close[char] += 1;
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate.charAt(end - 1);
    if (last === ")" || last === "]") {
      if (close[last] <= open[last]) break;
      close[last] -= 1;
    } else if (!TRAILING.has(last)) {
      break;
    }
    end -= 1;
  }
  return candidate.slice(0, end);
}

/** The host part (before any path, query or fragment) holds user info: "https://bank.com@evil.io" look-alikes. */
function hasUserInfo(afterScheme: string): boolean {
  return /^[^/?#]*@/.test(afterScheme);
}

/**
 * The link href of a trimmed candidate, or null when no host follows its start or the host part
 * carries user info (a link showing one site and leading to another).
 */
function hrefOf(address: string): string | null {
  const www = address.toLowerCase().startsWith("www.");
  const rest = www ? address.slice(4) : address.slice(address.indexOf("//") + 2);
  if (!HOST_START.test(rest) || hasUserInfo(rest)) return null;
  return www ? `https://${address}` : address;
}

/**
 * Splits a chat message into text and link segments, in order; adjacent text is joined, so a
 * message without addresses is one text segment ("" gives none). Links are made only of
 * http://, https:// and www. addresses; trailing `.,;:!?` and an unbalanced `)` or `]` stay
 * outside the link. Linear in the length of the text.
 */
export function chatTextSegments(text: string): readonly ChatTextSegment[] {
  const segments: ChatTextSegment[] = [];
  let plain = "";
  let from = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (href === null) continue;
    plain += text.slice(from, match.index);
    if (plain !== "") segments.push({ kind: "text", text: plain });
    plain = "";
    segments.push({ kind: "link", text: address, href });
    from = match.index + address.length;
  }
  plain += text.slice(from);
  if (plain !== "") segments.push({ kind: "text", text: plain });
  return segments;
}

/**
 * Whether `text` is an absolute http:// or https:// address with a host, without user info (no
 * "https://bank.com@evil.io" look-alikes) and without anything a browser could read another way
 * (blanks, control characters, quotes, angle brackets, backslashes). For addresses the server
 * hands over to be opened (call-to-action jump URLs).
 */
export function isWebAddress(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!/^https?:\/\/[A-Za-z0-9[]/i.test(text) || /[\s\u0000-\u001f\u007f"'<>\\`]/.test(text)) return false;
  return !hasUserInfo(text.slice(text.indexOf("//") + 2));
}
