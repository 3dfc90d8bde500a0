import { describe, expect, it } from "vitest";
import { BUTTON_SIZE, BUTTON_STYLE, LINE_STYLE } from "./ui-style";

describe("UI style enumerations (§3)", () => {
  it.each([
    ["BUTTON_STYLE", BUTTON_STYLE, { FACE: 1, LINE: 2 }],
    ["BUTTON_SIZE", BUTTON_SIZE, { SMALL: 1, MIDDLE: 2, BIG: 3 }],
    ["LINE_STYLE", LINE_STYLE, { UNKNOWN: 0, PADDING_LINE: 1, THROUGH_LINE: 2 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
