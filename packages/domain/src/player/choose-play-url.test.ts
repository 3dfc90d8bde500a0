import { describe, expect, it } from "vitest";
import type { PlayLine, StreamAddress } from "../models";
import { choosePlayUrl, type LineChoice } from "./choose-play-url";

const res = (url: string, isDefault = false) => ({ url, name: url, isDefault });
const stream = (...lines: (readonly ReturnType<typeof res>[])[]): StreamAddress => ({
  screenId: "s",
  streamId: "st",
  pushStatus: 1,
  lines: lines.map((resolutions, i): PlayLine => ({ index: i + 1, domainName: "h", resolutions })),
});

describe("choosePlayUrl without a choice", () => {
  it.each([
    ["the default resolution of the first line", stream([res("a"), res("b", true)], [res("c", true)]), "b"],
    ["the first resolution when none is default", stream([res("a"), res("b")]), "a"],
    ["only the first line counts", stream([], [res("c", true)]), null],
    ["no line at all", stream(), null],
    ["a blank url counts as none", stream([res("  ", true)]), null],
  ])("%s", (_name, address, expected) => {
    expect(choosePlayUrl(address)?.url ?? null).toBe(expected);
  });
});

describe("choosePlayUrl with the viewer's choice", () => {
  const two = stream([res("a", true), res("b")], [res("c"), res("d")]);
  it.each<[string, LineChoice, { url: string; lineIndex: number; qualityIndex: number }]>([
    ["the chosen line and resolution", { lineIndex: 1, qualityIndex: 1 }, { url: "d", lineIndex: 1, qualityIndex: 1 }],
    ["the default when the choice is gone", { lineIndex: 4, qualityIndex: 0 }, { url: "a", lineIndex: 0, qualityIndex: 0 }],
  ])("%s", (_name, choice, expected) => {
    expect(choosePlayUrl(two, choice)).toEqual(expected);
  });
});
