import { describe, expect, it } from "vitest";
import { formatCents } from "./money";

describe("formatCents", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [1230, "12.30"],
    [123456, "1234.56"],
    [-5, "-0.05"],
  ])("%d cents → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
