import { describe, expect, it } from "vitest";
import { MAX_RENDERED_ROWS, rowAt, rowOffsets, rowWindow } from "./virtual-window";

const even = (count: number, height = 50) => rowOffsets(Array.from({ length: count }, () => height));

describe("chat list windowing", () => {
  it("sums row heights into offsets", () => {
    expect([...rowOffsets([10, 20, 30])]).toEqual([0, 10, 30, 60]);
  });

  it.each([
    [-5, 0],
    [0, 0],
    [9.9, 0],
    [10, 1],
    [45, 2],
    [60, 3],
    [1000, 3],
  ])("finds the row at height %d: %d", (y, row) => {
    expect(rowAt(rowOffsets([10, 20, 30]), y)).toBe(row);
  });

  it.each([
    [
      "the top",
      { scrollTop: 0, viewportHeight: 400, overscan: 100, atBottom: false },
      { start: 0, end: 11, before: 0, after: 1000 * 50 - 11 * 50 },
    ],
    [
      "the middle",
      { scrollTop: 10_000, viewportHeight: 400, overscan: 100, atBottom: false },
      { start: 198, end: 211, before: 9900, after: 50_000 - 211 * 50 },
    ],
    [
      "the bottom",
      { scrollTop: 0, viewportHeight: 400, overscan: 100, atBottom: true },
      { start: 990, end: 1000, before: 49_500, after: 0 },
    ],
  ] as const)("renders only the rows near %s of a long list", (_where, request, expected) => {
    expect(rowWindow(even(1000), request)).toEqual(expected);
  });

  it("renders every row of a short list at the bottom", () => {
    expect(rowWindow(even(3), { scrollTop: 0, viewportHeight: 400, overscan: 100, atBottom: true })).toEqual({
      start: 0,
      end: 3,
      before: 0,
      after: 0,
    });
  });

  it("renders nothing for an empty list", () => {
    expect(rowWindow(rowOffsets([]), { scrollTop: 0, viewportHeight: 400, overscan: 100, atBottom: true })).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
    });
  });

  it.each([true, false])("caps the rows rendered however tiny they are (at bottom: %s)", (atBottom) => {
    const window = rowWindow(even(5000, 1), { scrollTop: 100, viewportHeight: 800, overscan: 400, atBottom });
    expect(window.end - window.start).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
    expect(window.before + (window.end - window.start) + window.after).toBe(5000);
  });
});
