import { describe, expect, it } from "vitest";
import { sortQuestions, upsertQuestion, type QuestionOrder, type SortableQuestion } from "./question-order";

const q = (questionId: string, upVotes: number, askTime: number): SortableQuestion => ({ questionId, upVotes, askTime });
const LIST = [q("a", 1, 100), q("b", 5, 50), q("c", 5, 200), q("d", 0, 300), q("e", 1, 100)];

describe("sortQuestions", () => {
  it.each<[QuestionOrder, string[]]>([
    ["votes", ["c", "b", "e", "a", "d"]],
    ["time", ["d", "c", "e", "a", "b"]],
  ])("%s → %j", (order, ids) => {
    expect(sortQuestions(LIST, order).map((question) => question.questionId)).toEqual(ids);
  });

  it("leaves the given list as it was", () => {
    const copy = [...LIST];
    sortQuestions(LIST, "votes");
    expect(LIST).toEqual(copy);
  });
});

describe("upsertQuestion", () => {
  it.each([
    ["a new question is added", q("z", 0, 1), ["a", "b", "c", "d", "e", "z"], 6],
    ["a known one is replaced in place", q("b", 9, 50), ["a", "b", "c", "d", "e"], 5],
  ])("%s", (_case, question, ids, length) => {
    const merged = upsertQuestion(LIST, question);
    expect(merged.map((item) => item.questionId)).toEqual(ids);
    expect(merged).toHaveLength(length);
    expect(merged.find((item) => item.questionId === question.questionId)).toBe(question);
  });
});
