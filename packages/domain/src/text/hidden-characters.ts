/**
 * Invisible characters in what viewers write (decision 0062). Two rules, because names and
 * free text are abused differently:
 *
 * - A name (nickname, a form's name field) shows beside other people's words and stands for a
 *   person: it may carry no bidi control at all (embeddings, overrides, isolates, and the marks
 *   LRM, RLM, ALM) — one would flip the text around it — and no zero-width character (ZWSP, ZWNJ,
 *   WJ, BOM) — one makes a look-alike of someone else's name. ZWJ is allowed only between two
 *   emoji (a family, a profession: one picture), where it cannot change a letter.
 * - Free text (chat, questions, form answers) refuses what reorders text beyond itself: bidi
 *   embeddings, overrides and isolates, and the BOM. Marks (LRM, RLM, ALM), ZWJ and ZWNJ stay:
 *   Arabic, Persian and Indic writing and emoji sequences need them, and they reorder nothing.
 */

/** Why a name or text is refused. */
export type HiddenCharacterProblem = "bidiControl" | "zeroWidth";

/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they reorder what follows. */
const BIDI_REORDERING = /[\u202a-\u202e\u2066-\u2069]/u;
/** Bidi marks: ALM, LRM, RLM. */
const BIDI_MARK = /[\u061c\u200e\u200f]/u;
/** Zero-width characters other than ZWJ: ZWSP, ZWNJ, WORD JOINER, BOM (zero-width no-break space). */
const ZERO_WIDTH = /[\u200b\u200c\u2060\ufeff]/u;
const BOM = /\ufeff/u;
/** An emoji's last code point before a ZWJ: the picture, a skin tone, or the emoji presentation selector. */
const EMOJI_BEFORE = /(?:\p{Extended_Pictographic}|[\u{1f3fb}-\u{1f3ff}]|\ufe0f)$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** Whether every ZWJ in `text` joins two emoji. */
function zwjOnlyBetweenEmoji(text: string): boolean {
  const parts = text.split("\u200d");
  for (let index = 1; index < parts.length; index += 1) {
    if (!EMOJI_BEFORE.test(parts[index - 1] ?? "") || !EMOJI_AFTER.test(parts[index] ?? "")) return false;
  }
  return true;
}

/** What a name may not carry, or null when it is clean (see the rule above). */
export function nameHiddenCharacter(name: string): HiddenCharacterProblem | null {
  if (BIDI_REORDERING.test(name) || BIDI_MARK.test(name)) return "bidiControl";
  if (ZERO_WIDTH.test(name) || !zwjOnlyBetweenEmoji(name)) return "zeroWidth";
  return null;
}

/** What free text (chat, a question, a form answer) may not carry, or null (see the rule above). */
export function textHiddenCharacter(text: string): HiddenCharacterProblem | null {
  if (BIDI_REORDERING.test(text)) return "bidiControl";
  if (BOM.test(text)) return "zeroWidth";
  return null;
}
