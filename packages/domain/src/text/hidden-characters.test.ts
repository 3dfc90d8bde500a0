import { describe, expect, it } from "vitest";
import { nameHiddenCharacter, textHiddenCharacter, type HiddenCharacterProblem } from "./hidden-characters";

type Row = [string, string, HiddenCharacterProblem | null, HiddenCharacterProblem | null];

// [case, input, as a name, as free text]
const rows: Row[] = [
  ["plain Latin", "Alice", null, null],
  ["Arabic", "مرحبا", null, null],
  ["Chinese", "小明", null, null],
  ["an emoji", "Bob 🎉", null, null],
  ["a family emoji (ZWJ between emoji)", "👨\u200d👩\u200d👧", null, null],
  ["a woman technologist with a skin tone", "👩🏽\u200d💻", null, null],
  ["a rainbow flag (ZWJ after VS16)", "🏳\ufe0f\u200d🌈", null, null],
  ["RIGHT-TO-LEFT OVERRIDE", "gnp.\u202eexe", "bidiControl", "bidiControl"],
  ["LEFT-TO-RIGHT EMBEDDING", "a\u202ab", "bidiControl", "bidiControl"],
  ["POP DIRECTIONAL FORMATTING", "a\u202cb", "bidiControl", "bidiControl"],
  ["RIGHT-TO-LEFT ISOLATE", "a\u2067b", "bidiControl", "bidiControl"],
  ["POP DIRECTIONAL ISOLATE", "a\u2069b", "bidiControl", "bidiControl"],
  ["LEFT-TO-RIGHT MARK", "a\u200eb", "bidiControl", null],
  ["RIGHT-TO-LEFT MARK", "a\u200fb", "bidiControl", null],
  ["ARABIC LETTER MARK", "a\u061cb", "bidiControl", null],
  ["ZERO WIDTH SPACE", "Ad\u200bmin", "zeroWidth", null],
  ["ZERO WIDTH NON-JOINER (Persian)", "می\u200cخواهم", "zeroWidth", null],
  ["ZERO WIDTH JOINER between letters", "Ad\u200dmin", "zeroWidth", null],
  ["ZERO WIDTH JOINER at the end", "🎉\u200d", "zeroWidth", null],
  ["WORD JOINER", "Ad\u2060min", "zeroWidth", null],
  ["BYTE ORDER MARK", "\ufeffAdmin", "zeroWidth", "zeroWidth"],
];

describe("hidden characters", () => {
  it.each(rows)("%s: as a name %#", (_name, input, asName) => {
    expect(nameHiddenCharacter(input)).toBe(asName);
  });
  it.each(rows)("%s: as free text %#", (_name, input, _asName, asText) => {
    expect(textHiddenCharacter(input)).toBe(asText);
  });
});
