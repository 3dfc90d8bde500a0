import { describe, expect, it } from "vitest";
import { parseByteRange, type ByteRange } from "./byte-range";

describe("parseByteRange (file of 1000 bytes)", () => {
  it.each<[string | undefined, ByteRange]>([
    [undefined, { kind: "full" }],
    ["bytes=0-99", { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-100", { kind: "partial", start: 100, end: 100 }],
    ["bytes=900-5000", { kind: "partial", start: 900, end: 999 }],
    ["bytes=500-", { kind: "partial", start: 500, end: 999 }],
    ["bytes=-100", { kind: "partial", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "partial", start: 0, end: 999 }],
    [" bytes=0-0 ", { kind: "partial", start: 0, end: 0 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=1000-2000", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=-", { kind: "full" }],
    ["bytes=50-10", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["items=0-10", { kind: "full" }],
    ["bytes=abc", { kind: "full" }],
    ["bytes=99999999999999999999-", { kind: "full" }],
    ["", { kind: "full" }],
  ])("%j → %j", (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it("finds nothing to send in an empty file", () => {
    expect(parseByteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });
});
