import { describe, expect, it } from "vitest";
import { isValidEventNumber } from "./event-number";

describe("isValidEventNumber", () => {
  it.each<[unknown, boolean]>([
    ["10001", true],
    ["a", true],
    ["AbC123", true],
    ["x".repeat(32), true],
    ["x".repeat(33), false],
    ["", false],
    [" 10001", false],
    ["10001/", false],
    ["10-01", false],
    ["__proto__", false],
    ["１２３", false],
    ["<script>", false],
    [10001, false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (text, expected) => {
    expect(isValidEventNumber(text)).toBe(expected);
  });
});
