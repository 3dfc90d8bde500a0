import { describe, expect, it } from "vitest";
import { dateAnswerContent, isEmailAddress, isPhoneNumber } from "./answers-formats";

describe("answer formats", () => {
  it.each([
    ["demo@livehall.test", true],
    ["a.b+c@sub.example.co", true],
    ["demo@livehall", false],
    ["@livehall.test", false],
    ["demo@@livehall.test", false],
    ["demo@livehall..test", false],
    ["", false],
  ])("isEmailAddress(%j) → %s", (input, expected) => {
    expect(isEmailAddress(input)).toBe(expected);
  });

  it.each([
    ["13800000000", true],
    ["+86 138 0000 0000", true],
    ["(010) 1234-5678", true],
    ["+", false],
    ["12345", false],
    ["1234567890123456", false],
    ["138O0000000", false],
    ["++8613800000000", false],
  ])("isPhoneNumber(%j) → %s", (input, expected) => {
    expect(isPhoneNumber(input)).toBe(expected);
  });

  it.each([
    ["2024-01-05", "2024-01-05"],
    [" 2024-12-31 ", "2024-12-31"],
    ["2024-02-29", "2024-02-29"],
    ["2023-02-29", ""],
    ["2024-04-31", ""],
    ["2024-00-10", ""],
    ["2024-1-5", ""],
    ["0050-01-01", ""],
    ["", ""],
    ["tomorrow", ""],
  ])("dateAnswerContent(%j) → %j", (input, expected) => {
    expect(dateAnswerContent(input)).toBe(expected);
  });
});
