import { describe, expect, it } from "vitest";
import type { PlayLine, StreamAddress } from "@livehall/domain";
import { pickPlayUrl } from "./play-url";

const res = (url: string, isDefault = false) => ({ url, name: url, isDefault });
const stream = (...lines: (readonly ReturnType<typeof res>[])[]): StreamAddress => ({
  screenId: "s",
  streamId: "st",
  pushStatus: 1,
  lines: lines.map((resolutions, i): PlayLine => ({ index: i + 1, domainName: "h", resolutions })),
});

describe("pickPlayUrl", () => {
  it.each([
    ["the default resolution of the first line", stream([res("a"), res("b", true)], [res("c", true)]), "b"],
    ["the first resolution when none is default", stream([res("a"), res("b")]), "a"],
    ["only the first line counts", stream([], [res("c", true)]), null],
    ["no line at all", stream(), null],
  ])("%s", (_name, address, expected) => {
    expect(pickPlayUrl(address)).toBe(expected);
  });
});
