import { describe, expect, it } from "vitest";
import { WATERMARK_POSITION, type WatermarkPosition } from "../enums/watermark";
import { WATERMARK_DEFAULTS } from "../watermark-constants";
import type { WatermarkContent } from "./watermark-content";
import { estimateTextWidth, layoutWatermark, type WatermarkMark } from "./watermark-layout";

const { TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT } = WATERMARK_POSITION;
/** "Alice": 5 narrow characters, 48 × 20 design px at the 16 px design font. */
const alice: WatermarkContent = { kind: "text", text: "Alice" };
const logo: WatermarkContent = { kind: "image", imageUrl: "https://cdn.example/logo.png" };

type Box = Pick<WatermarkMark, "x" | "y" | "width" | "height" | "fontSizePx">;
const box = (mark: WatermarkMark | undefined): Box | undefined =>
  mark && { x: mark.x, y: mark.y, width: mark.width, height: mark.height, fontSizePx: mark.fontSizePx };

describe("estimateTextWidth", () => {
  it.each<[string, number, number]>([
    ["Alice", 16, 48],
    ["张三", 16, 32],
    ["张三 Li", 10, 20 + 18],
    ["", 16, 0],
  ])("%s at %s px", (text, size, expected) => {
    expect(estimateTextWidth(text, size)).toBeCloseTo(expected, 9);
  });
});

describe("layoutWatermark: unknown video size draws nothing", () => {
  it.each<[string, number, number]>([
    ["0 × 0", 0, 0],
    ["width only", 1920, 0],
    ["height only", 0, 1080],
    ["negative", -1920, 1080],
    ["not a number", Number.NaN, 1080],
    ["infinite", Number.POSITIVE_INFINITY, 1080],
  ])("%s", (_case, width, height) => {
    for (const placement of [{ type: "side", corner: TOP_LEFT }, { type: "oblique" }, { type: "random", seed: 1, nowMs: 0 }] as const) {
      expect(layoutWatermark(width, height, alice, placement)).toEqual([]);
    }
  });
});

describe("layoutWatermark: side (one mark in a corner, margin 8 design px)", () => {
  it.each<[string, number, number, WatermarkPosition, Box]>([
    ["1920×1080 top-left", 1920, 1080, TOP_LEFT, { x: 20.48, y: 20.48, width: 122.88, height: 51.2, fontSizePx: 40.96 }],
    ["1920×1080 top-right", 1920, 1080, TOP_RIGHT, { x: 1776.64, y: 20.48, width: 122.88, height: 51.2, fontSizePx: 40.96 }],
    ["1920×1080 bottom-left", 1920, 1080, BOTTOM_LEFT, { x: 20.48, y: 1008.32, width: 122.88, height: 51.2, fontSizePx: 40.96 }],
    ["1920×1080 bottom-right", 1920, 1080, BOTTOM_RIGHT, { x: 1776.64, y: 1008.32, width: 122.88, height: 51.2, fontSizePx: 40.96 }],
    ["1280×720 bottom-right", 1280, 720, BOTTOM_RIGHT, { x: 1184.43, y: 672.21, width: 81.92, height: 34.13, fontSizePx: 27.31 }],
    ["750×422 (the design) top-right", 750, 422, TOP_RIGHT, { x: 694, y: 8, width: 48, height: 20, fontSizePx: 16 }],
    ["375×211 top-left", 375, 211, TOP_LEFT, { x: 4, y: 4, width: 24, height: 10, fontSizePx: 8 }],
    ["375×211 top-right", 375, 211, TOP_RIGHT, { x: 347, y: 4, width: 24, height: 10, fontSizePx: 8 }],
    ["375×211 bottom-left", 375, 211, BOTTOM_LEFT, { x: 4, y: 197, width: 24, height: 10, fontSizePx: 8 }],
    ["375×211 bottom-right", 375, 211, BOTTOM_RIGHT, { x: 347, y: 197, width: 24, height: 10, fontSizePx: 8 }],
  ])("%s", (_case, width, height, corner, expected) => {
    const marks = layoutWatermark(width, height, alice, { type: "side", corner });
    expect(marks).toHaveLength(1);
    expect(box(marks[0])).toEqual(expected);
    expect(marks[0]).toMatchObject({ kind: "text", text: "Alice", rotateDeg: 0, opacity: 0.5 });
  });

  it.each<[string, WatermarkContent, Box]>([
    [
      "a text wider than the video: kept at the left margin",
      { kind: "text", text: "x".repeat(200) },
      { x: 20.48, y: 1008.32, width: 4915.2, height: 51.2, fontSizePx: 40.96 },
    ],
    ["an image of default size (75 design px square)", logo, { x: 1707.52, y: 867.52, width: 192, height: 192, fontSizePx: 40.96 }],
    ["an image of given size", { ...logo, width: 100, height: 50 }, { x: 1643.52, y: 931.52, width: 256, height: 128, fontSizePx: 40.96 }],
    ["a measured text", { ...alice, width: 60, height: 24 }, { x: 1745.92, y: 998.08, width: 153.6, height: 61.44, fontSizePx: 40.96 }],
  ])("1920×1080 bottom-right, %s", (_case, content, expected) => {
    const [mark] = layoutWatermark(1920, 1080, content, { type: "side", corner: BOTTOM_RIGHT });
    expect(box(mark)).toEqual(expected);
  });

  it("an image mark carries its url", () => {
    expect(layoutWatermark(375, 211, logo, { type: "side", corner: TOP_LEFT })).toEqual([
      {
        kind: "image",
        imageUrl: "https://cdn.example/logo.png",
        x: 4,
        y: 4,
        width: 37.5,
        height: 37.5,
        fontSizePx: 8,
        rotateDeg: 0,
        opacity: 0.5,
      },
    ]);
  });
});

describe("layoutWatermark: oblique (tiled cells of 250 × 140.625 design px, rotated −25°)", () => {
  it.each<[string, number, number, number, number, Box]>([
    // size, columns, rows, first mark (centred in the first cell)
    ["1920×1080", 1920, 1080, 3, 3, { x: 258.56, y: 154.4, width: 122.88, height: 51.2, fontSizePx: 40.96 }],
    ["1280×720", 1280, 720, 3, 3, { x: 172.37, y: 102.93, width: 81.92, height: 34.13, fontSizePx: 27.31 }],
    ["375×211 (a hair over three rows)", 375, 211, 3, 3, { x: 50.5, y: 30.16, width: 24, height: 10, fontSizePx: 8 }],
    ["720×1280 portrait", 720, 1280, 3, 9, { x: 96.96, y: 57.9, width: 46.08, height: 19.2, fontSizePx: 15.36 }],
    ["1440×1080 (4:3)", 1440, 1080, 3, 4, { x: 193.92, y: 115.8, width: 92.16, height: 38.4, fontSizePx: 30.72 }],
    ["2000×100 (a strip): at least one row", 2000, 100, 3, 1, { x: 269.33, y: 160.83, width: 128, height: 53.33, fontSizePx: 42.67 }],
  ])("%s", (_case, width, height, columns, rows, first) => {
    const marks = layoutWatermark(width, height, alice, { type: "oblique" });
    expect(marks).toHaveLength(columns * rows);
    expect(box(marks[0])).toEqual(first);
    for (const mark of marks) expect(mark).toMatchObject({ rotateDeg: -25, opacity: 0.5, text: "Alice" });
    const cellWidth = (250 * width) / 750;
    const cellHeight = (140.625 * width) / 750;
    const last = marks.at(-1);
    expect(last && last.x + last.width / 2).toBeCloseTo((columns - 0.5) * cellWidth, 1);
    expect(last && last.y + last.height / 2).toBeCloseTo((rows - 0.5) * cellHeight, 1);
  });

  it("lays the cells out row by row", () => {
    const marks = layoutWatermark(750, 421.875, alice, { type: "oblique" });
    expect(marks.map((mark) => [mark.x + mark.width / 2, mark.y + mark.height / 2])).toEqual([
      [125, 70.31],
      [375, 70.31],
      [625, 70.31],
      [125, 210.94],
      [375, 210.94],
      [625, 210.94],
      [125, 351.56],
      [375, 351.56],
      [625, 351.56],
    ]);
  });

  it("takes other defaults", () => {
    const [mark] = layoutWatermark(750, 422, alice, { type: "oblique" }, { ...WATERMARK_DEFAULTS, rotateDeg: -40, opacity: 0.2 });
    expect(mark).toMatchObject({ rotateDeg: -40, opacity: 0.2 });
  });
});

describe("layoutWatermark: random (one mark moving every 5000 ms)", () => {
  const sizes: readonly [number, number][] = [
    [1920, 1080],
    [1280, 720],
    [375, 211],
    [720, 1280],
  ];

  it.each(sizes)("%s×%s: always inside the video by the margin, unrotated", (width, height) => {
    const margin = (8 * width) / 750;
    for (let slot = 0; slot < 200; slot++) {
      const marks = layoutWatermark(width, height, alice, { type: "random", seed: "viewer-9", nowMs: slot * 5_000 });
      expect(marks).toHaveLength(1);
      const [mark] = marks;
      expect(mark).toMatchObject({ rotateDeg: 0, opacity: 0.5, text: "Alice" });
      if (!mark) continue;
      expect(mark.x).toBeGreaterThanOrEqual(margin - 0.01);
      expect(mark.y).toBeGreaterThanOrEqual(margin - 0.01);
      expect(mark.x + mark.width).toBeLessThanOrEqual(width - margin + 0.01);
      expect(mark.y + mark.height).toBeLessThanOrEqual(height - margin + 0.01);
    }
  });

  it.each<[string, number, number, boolean]>([
    ["within one slot it stays", 10_000, 14_999, true],
    ["in the next slot it moves", 14_999, 15_000, false],
  ])("%s", (_case, first, second, same) => {
    const at = (nowMs: number) => layoutWatermark(1920, 1080, alice, { type: "random", seed: "viewer-9", nowMs });
    expect(at(first)).toEqual(at(first));
    if (same) expect(at(second)).toEqual(at(first));
    else expect(at(second)).not.toEqual(at(first));
  });

  it("differs between viewers", () => {
    const at = (seed: string) => layoutWatermark(1920, 1080, alice, { type: "random", seed, nowMs: 0 });
    expect(at("viewer-1")).not.toEqual(at("viewer-2"));
  });

  it("a mark wider than the video sits at the left margin", () => {
    const [mark] = layoutWatermark(375, 211, { kind: "text", text: "x".repeat(200) }, { type: "random", seed: 3, nowMs: 0 });
    expect(mark?.x).toBe(4);
  });

  it("scales with the video: the same slot lands at the same relative place", () => {
    const at = (width: number, height: number) => layoutWatermark(width, height, alice, { type: "random", seed: 5, nowMs: 0 })[0];
    const big = at(1920, 1080);
    const small = at(960, 540);
    expect(big && small && big.x / small.x).toBeCloseTo(2, 1);
    expect(big && small && big.y / small.y).toBeCloseTo(2, 1);
  });
});
