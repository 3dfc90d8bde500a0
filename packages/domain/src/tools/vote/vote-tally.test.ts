import { describe, expect, it } from "vitest";
import { largestRemainderPercents, tallyVote } from "./vote-tally";

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe("largestRemainderPercents", () => {
  it.each([
    ["no ballots", [0, 0, 0], [0, 0, 0]],
    ["one option only", [7], [100]],
    ["even split", [1, 1], [50, 50]],
    ["three-way tie: the first listed gets the extra point", [1, 1, 1], [34, 33, 33]],
    ["two-way tie for the remainder: first listed", [1, 1, 1, 0], [34, 33, 33, 0]],
    ["largest remainder wins over order", [1, 2, 3], [17, 33, 50]],
    ["exact shares need no rounding", [1, 3], [25, 75]],
    ["two thirds", [2, 1], [67, 33]],
    ["six options, seven ballots", [2, 1, 1, 1, 1, 1], [29, 15, 14, 14, 14, 14]],
    ["a tiny share still rounds", [1, 999], [0, 100]],
    ["half point remainders, ties by order", [1, 1, 1, 1, 1, 1, 1, 1], [13, 13, 13, 13, 12, 12, 12, 12]],
    ["no options", [], []],
  ])("%s: %j → %j", (_name, counts, expected) => {
    const percents = largestRemainderPercents(counts);
    expect(percents).toStrictEqual(expected);
    if (sum(counts) > 0) expect(sum(percents)).toBe(100);
  });

  it("sums to exactly 100 for every split of up to 40 ballots over 3 options", () => {
    for (let a = 0; a <= 40; a++)
      for (let b = 0; a + b <= 40; b++) {
        const c = 40 - a - b;
        expect(sum(largestRemainderPercents([a, b, c]))).toBe(100);
      }
  });
});

describe("tallyVote", () => {
  it.each([
    [
      "single choice: choices equal ballots",
      ["a", "b"],
      3,
      { a: 2, b: 1 },
      {
        ballots: 3,
        choices: 3,
        options: [
          { optionId: "a", count: 2, percent: 67 },
          { optionId: "b", count: 1, percent: 33 },
        ],
      },
    ],
    [
      "multiple choice: percentages per choice, ballots count voters",
      ["a", "b", "c"],
      2,
      { a: 2, b: 1, c: 1 },
      {
        ballots: 2,
        choices: 4,
        options: [
          { optionId: "a", count: 2, percent: 50 },
          { optionId: "b", count: 1, percent: 25 },
          { optionId: "c", count: 1, percent: 25 },
        ],
      },
    ],
    [
      "zero ballots",
      ["a", "b"],
      0,
      {},
      {
        ballots: 0,
        choices: 0,
        options: [
          { optionId: "a", count: 0, percent: 0 },
          { optionId: "b", count: 0, percent: 0 },
        ],
      },
    ],
    [
      "counts of unknown options are ignored",
      ["a"],
      1,
      { a: 1, z: 5 },
      { ballots: 1, choices: 1, options: [{ optionId: "a", count: 1, percent: 100 }] },
    ],
  ])("%s", (_name, optionIds, ballots, counts, expected) => {
    expect(tallyVote(optionIds, ballots, new Map(Object.entries(counts)))).toStrictEqual(expected);
  });
});
