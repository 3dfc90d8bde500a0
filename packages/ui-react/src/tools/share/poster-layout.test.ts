import { describe, expect, it } from "vitest";
import { coverCrop, graphemes, wrapLines } from "./poster-layout";

/** One unit per character: a line of width 10 holds 10 characters. */
const measure = (text: string): number => graphemes(text).length;

describe("wrapLines", () => {
  it.each<[string, string, number, string[]]>([
    ["a short title stays on one line", "Livehall", 3, ["Livehall"]],
    ["words wrap at spaces", "Our new product is live", 3, ["Our new", "product is", "live"]],
    ["Chinese wraps between characters", "年度产品发布会直播现场", 3, ["年度产品发布会直播现", "场"]],
    ["words left over end the last line in an ellipsis", "Annual product launch live", 3, ["Annual", "product", "launch…"]],
    [
      "too long ends in an ellipsis",
      "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十多出来",
      3,
      ["一二三四五六七八九十", "一二三四五六七八九十", "一二三四五六七八九…"],
    ],
    ["empty is no line", "   ", 3, []],
  ])("%s", (_name, text, maxLines, expected) => {
    expect(wrapLines(text, 10, measure, maxLines)).toEqual(expected);
  });

  it("never returns a line wider than the width", () => {
    for (const line of wrapLines("The quick brown fox jumps over the lazy dog again and again", 10, measure, 5)) {
      expect(measure(line)).toBeLessThanOrEqual(10);
    }
  });
});

describe("coverCrop", () => {
  it.each<[string, { width: number; height: number }, { sx: number; sy: number; sw: number; sh: number }]>([
    ["a wider image is cropped at the sides", { width: 1200, height: 338 }, { sx: 300, sy: 0, sw: 600, sh: 338 }],
    ["a taller image is cropped at top and bottom", { width: 600, height: 676 }, { sx: 0, sy: 169, sw: 600, sh: 338 }],
    ["the same shape is taken whole", { width: 1200, height: 676 }, { sx: 0, sy: 0, sw: 1200, sh: 676 }],
  ])("%s", (_name, image, expected) => {
    expect(coverCrop(image, { width: 600, height: 338 })).toEqual(expected);
  });
});
