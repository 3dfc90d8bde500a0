import { describe, expect, it } from "vitest";
import { flagOn, list, loose, num, text } from "./loose";

describe("loose readers", () => {
  it.each([
    [null, {}],
    [[1], {}],
    ["x", {}],
    [{ a: 1 }, { a: 1 }],
  ])("loose(%j) reads as %j", (value, expected) => {
    expect(loose<{ a: number }>(value)).toEqual(expected);
  });

  it.each([
    ["s", "s"],
    [12, "12"],
    [Number.NaN, ""],
    [null, ""],
    [{}, ""],
  ])("text(%j) is %j", (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it.each([
    [3, 3],
    ["4", 4],
    [" ", 0],
    ["x", 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
  ])("num(%j) is %j", (value, expected) => {
    expect(num(value)).toBe(expected);
  });

  it.each([
    [1, true],
    ["1", true],
    [0, false],
    [true, false],
    [undefined, false],
  ])("flagOn(%j) is %j", (value, expected) => {
    expect(flagOn(value)).toBe(expected);
  });

  it("list reads arrays only", () => {
    expect(list([1, 2])).toEqual([1, 2]);
    expect(list({ length: 1 })).toEqual([]);
  });
});
