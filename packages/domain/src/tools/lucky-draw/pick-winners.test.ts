import { describe, expect, it } from "vitest";
import { drawEligible } from "./draw-eligibility";
import { pickWinners, replayPicks } from "./pick-winners";

/** A random source answering `values` in turn. */
const script = (...values: number[]) => {
  const asked: number[] = [];
  const random = (max: number) => {
    asked.push(max);
    const value = values.shift();
    if (value === undefined) throw new Error("no more values");
    return value;
  };
  return { random, asked };
};

describe("pickWinners: different winners, each pick over the viewers not picked yet", () => {
  it.each<[string, readonly string[], number, number[], readonly string[], readonly number[]]>([
    ["three of five", ["a", "b", "c", "d", "e"], 3, [4, 0, 1], ["e", "a", "c"], [5, 4, 3]],
    ["the same index twice names two viewers", ["a", "b", "c"], 2, [0, 0], ["a", "b"], [3, 2]],
    ["fewer eligible than winners: everyone wins", ["a", "b"], 5, [1, 0], ["b", "a"], [2, 1]],
    ["nobody eligible: no winner, no pick", [], 3, [], [], []],
    ["one winner", ["a", "b", "c"], 1, [2], ["c"], [3]],
  ])("%s", (_name, eligible, count, values, winners, asked) => {
    const source = script(...values);
    const outcome = pickWinners(eligible, count, source.random);
    expect(outcome.winners).toEqual(winners);
    expect(source.asked).toEqual(asked);
    expect(replayPicks(eligible, outcome.picks)).toEqual(winners);
  });

  it("refuses a pick outside the range it asked for", () => {
    expect(() => pickWinners(["a", "b"], 1, () => 2)).toThrow(RangeError);
  });

  it("replaying picks that do not fit the list is refused", () => {
    expect(replayPicks(["a"], [1])).toBeNull();
  });
});

describe("repeat winners are excluded across the rounds of one event", () => {
  it.each<[string, readonly string[][], number, readonly string[][]]>([
    [
      "two rounds of two among four: four different winners",
      [[], []],
      2,
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["a third round finds nobody left", [[], [], []], 2, [["a", "b"], ["c", "d"], []]],
  ])("%s", (_name, rounds, count, expected) => {
    const present = ["a", "b", "c", "d"];
    const won: string[] = [];
    const results = rounds.map(() => {
      const eligible = drawEligible("present", { present, commented: [], answeredQuiz: [], voted: [] }, won);
      const { winners } = pickWinners(eligible, count, () => 0);
      won.push(...winners);
      return winners;
    });
    expect(results).toEqual(expected);
  });
});
