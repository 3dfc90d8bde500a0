import { describe, expect, it } from "vitest";
import { PRESET_WORD, WATERMARK_POSITION, WATERMARK_WORD } from "./watermark";

describe("watermark enumerations (§3)", () => {
  it.each([
    ["WATERMARK_POSITION", WATERMARK_POSITION, { TOP_LEFT: 0, TOP_RIGHT: 1, BOTTOM_LEFT: 2, BOTTOM_RIGHT: 3 }],
    ["WATERMARK_WORD", WATERMARK_WORD, { CHANNEL_NAME: 0, USER_NAME: 1, CUSTOM: 2, PRESET: 3 }],
    ["PRESET_WORD", PRESET_WORD, { NICKNAME: 0, EVENTNAME: 1, PUBLICIP: 2, CURRENTTIME: 3 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
