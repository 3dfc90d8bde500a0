import { describe, expect, it } from "vitest";
import { PRODUCT_WATERMARK_DEFAULTS, WATERMARK_DEFAULTS } from "./watermark-constants";

describe("§9 watermark defaults", () => {
  it.each([
    [
      "WATERMARK_DEFAULTS",
      WATERMARK_DEFAULTS,
      {
        designWidth: 750,
        opacity: 0.5,
        fontSize: 16,
        rotateDeg: -25,
        margin: 8,
        cellWidth: 250,
        cellHeight: 140.625,
        autoRandomMs: 5000,
      },
    ],
    ["PRODUCT_WATERMARK_DEFAULTS", PRODUCT_WATERMARK_DEFAULTS, { rotateDeg: -20, fontSize: 12, color: "grey", imageWidth: 75 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
