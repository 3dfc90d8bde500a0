import { describe, expect, it } from "vitest";
import { controlsHidden, isSmallLayout, isSmallWindow, subtitleFontSizePx } from "./controls-layout";
import type { PlayerState } from "./player-state";

describe("isSmallLayout (§9: under 350 px)", () => {
  it.each<[number, boolean]>([
    [320, true],
    [349, true],
    [350, false],
    [1280, false],
  ])("%s px → %s", (width, expected) => {
    expect(isSmallLayout(width)).toBe(expected);
  });
});

describe("subtitleFontSizePx (§9: 2.5% of width, 14–40 px)", () => {
  it.each<[number, number]>([
    [1000, 25],
    [800, 20],
    [900, 22.5],
    [560, 14],
    [320, 14],
    [0, 14],
    [1600, 40],
    [3840, 40],
    [Number.NaN, 14],
  ])("%s px wide → %s px", (width, expected) => {
    expect(subtitleFontSizePx(width)).toBe(expected);
  });
});

describe("controlsHidden (§4: after 3 s unless paused or idle)", () => {
  it.each<[PlayerState, number, boolean]>([
    ["playing", 0, false],
    ["playing", 2_999, false],
    ["playing", 3_000, true],
    ["buffering", 5_000, true],
    ["complete", 5_000, true],
    ["error", 5_000, true],
    ["paused", 60_000, false],
    ["idle", 60_000, false],
  ])("%s, %s ms since activity → hidden %s", (state, ms, expected) => {
    expect(controlsHidden(state, ms)).toBe(expected);
  });
});

describe("isSmallWindow", () => {
  it.each([
    [1024, 768, false],
    [320, 480, false],
    [200, 150, false],
    [199, 400, true],
    [400, 149, true],
  ])("%i × %i → %s", (width, height, small) => {
    expect(isSmallWindow(width, height)).toBe(small);
  });
});
