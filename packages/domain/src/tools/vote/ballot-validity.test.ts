import { describe, expect, it } from "vitest";
import { ballotProblem, type BallotProblem } from "./ballot-validity";

const SINGLE = { multiple: false, optionIds: ["1", "2", "3"] };
const MULTIPLE = { multiple: true, optionIds: ["1", "2", "3"] };

describe("ballotProblem", () => {
  it.each<[string, typeof SINGLE, string[], BallotProblem | null]>([
    ["single: one option", SINGLE, ["2"], null],
    ["single: none", SINGLE, [], "empty"],
    ["single: two options", SINGLE, ["1", "2"], "tooMany"],
    ["single: unknown option", SINGLE, ["9"], "unknownOption"],
    ["single: the same option twice", SINGLE, ["1", "1"], "duplicate"],
    ["multiple: one option", MULTIPLE, ["3"], null],
    ["multiple: every option", MULTIPLE, ["3", "1", "2"], null],
    ["multiple: none", MULTIPLE, [], "empty"],
    ["multiple: a duplicate", MULTIPLE, ["1", "2", "1"], "duplicate"],
    ["multiple: one unknown among known", MULTIPLE, ["1", "x"], "unknownOption"],
  ])("%s → %s", (_name, rules, chosen, expected) => {
    expect(ballotProblem(rules, chosen)).toBe(expected);
  });
});
