import { ROOM_NAME_MAX_CHARS } from "../constants";

const ELLIPSIS = "…";

/** The text as a person counts its characters: grapheme clusters (a CJK character, an emoji with its modifiers, a letter with its accents). */
export function graphemes(text: string): readonly string[] {
  if (typeof Intl === "object" && typeof Intl.Segmenter === "function") {
    return Array.from(new Intl.Segmenter("und", { granularity: "grapheme" }).segment(text), (part) => part.segment);
  }
  // Without Intl.Segmenter: code points, so a surrogate pair is never split.
  return Array.from(text);
}

/**
 * §9 "room name cut at 19 characters plus ellipsis": a name longer than `limit` user-perceived
 * characters keeps its first `limit` and gets "…"; a shorter one is kept whole. Surrounding
 * white space is dropped first, and white space before the ellipsis too.
 */
export function cutRoomName(name: string, limit: number = ROOM_NAME_MAX_CHARS): string {
  const trimmed = name.trim();
  const parts = graphemes(trimmed);
  if (parts.length <= limit) return trimmed;
  return parts.slice(0, limit).join("").trimEnd() + ELLIPSIS;
}
