import { describe, expect, it } from "vitest";
import { WATERMARK_POSITION_TYPE, WATERMARK_TYPE } from "./watermark-settings";

describe("watermark kinds (§3, string values ours)", () => {
  it.each([
    ["WATERMARK_TYPE", WATERMARK_TYPE, { TEXT: "text", IMAGE: "image" }],
    ["WATERMARK_POSITION_TYPE", WATERMARK_POSITION_TYPE, { SIDE: "side", OBLIQUE: "oblique", RANDOM: "random" }],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
