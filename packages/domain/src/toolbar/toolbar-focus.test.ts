import { describe, expect, it } from "vitest";
import { nextToolbarFocus, toolbarRowSplit } from "./toolbar-focus";

describe("moving focus in the toolbar (WAI-ARIA toolbar)", () => {
  it.each([
    ["right arrow goes to the next button", "ArrowRight", 0, 4, "ltr", 1],
    ["right arrow wraps from the last to the first", "ArrowRight", 3, 4, "ltr", 0],
    ["left arrow goes back", "ArrowLeft", 2, 4, "ltr", 1],
    ["left arrow wraps from the first to the last", "ArrowLeft", 0, 4, "ltr", 3],
    ["in Arabic (right to left) the left arrow goes forward", "ArrowLeft", 0, 4, "rtl", 1],
    ["in Arabic the right arrow goes back", "ArrowRight", 0, 4, "rtl", 3],
    ["Home goes to the first", "Home", 2, 4, "ltr", 0],
    ["End goes to the last", "End", 0, 4, "rtl", 3],
    ["other keys are not the toolbar's", "Enter", 1, 4, "ltr", null],
    ["an empty toolbar moves nothing", "ArrowRight", 0, 0, "ltr", null],
  ] as const)("%s", (_name, key, index, count, direction, expected) => {
    expect(nextToolbarFocus(key, index, count, direction)).toBe(expected);
  });
});

describe("the toolbar row and its overflow menu", () => {
  it.each([
    ["everything fits", 5, 8, 5, false],
    ["exactly fits", 5, 5, 5, false],
    ["one too many: the last place becomes 'more'", 6, 5, 4, true],
    ["narrow: one button and 'more'", 19, 2, 1, true],
    ["no room: everything in the menu", 19, 1, 0, true],
    ["a fractional capacity counts whole places", 4, 3.9, 2, true],
  ] as const)("%s", (_name, count, capacity, inRow, overflow) => {
    expect(toolbarRowSplit(count, capacity)).toEqual({ inRow, overflow });
  });
});
