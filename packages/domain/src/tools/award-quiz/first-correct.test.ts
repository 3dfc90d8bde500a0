import { describe, expect, it } from "vitest";
import { firstCorrect, type ReceivedAnswer, type QuizWinner } from "./first-correct";

const a = (viewerId: string, option: number, seq: number): ReceivedAnswer => ({ viewerId, option, seq });

describe("firstCorrect: the first N correct answers by order of receipt", () => {
  it.each<[string, readonly ReceivedAnswer[], number, number, readonly QuizWinner[]]>([
    [
      "ordered by sequence, not by list order",
      [a("late", 2, 9), a("early", 2, 3), a("mid", 2, 5)],
      2,
      3,
      [
        { viewerId: "early", rank: 1 },
        { viewerId: "mid", rank: 2 },
        { viewerId: "late", rank: 3 },
      ],
    ],
    [
      "only the first N win",
      [a("u1", 2, 1), a("u2", 2, 2), a("u3", 2, 3)],
      2,
      2,
      [
        { viewerId: "u1", rank: 1 },
        { viewerId: "u2", rank: 2 },
      ],
    ],
    [
      "wrong answers in between do not take a place",
      [a("u1", 1, 1), a("u2", 2, 2), a("u3", 3, 3), a("u4", 2, 4)],
      2,
      2,
      [
        { viewerId: "u2", rank: 1 },
        { viewerId: "u4", rank: 2 },
      ],
    ],
    ["nobody right: no winner", [a("u1", 1, 1), a("u2", 3, 2)], 2, 3, []],
    [
      "a viewer's first answer counts: a later right one does not",
      [a("u1", 1, 1), a("u1", 2, 2), a("u2", 2, 3)],
      2,
      3,
      [{ viewerId: "u2", rank: 1 }],
    ],
    ["no answers", [], 1, 3, []],
    ["zero winners asked", [a("u1", 1, 1)], 1, 0, []],
  ])("%s", (_name, answers, correct, count, expected) => {
    expect(firstCorrect(answers, correct, count)).toEqual(expected);
  });
});
