import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../../testing/api-setup";
import { FetchExamApi } from "./fetch-exam-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchExamApi(http) };
}

const scoreBody = {
  examId: "exam-1",
  score: 5,
  maxScore: 7,
  pendingPoints: 2,
  submitTime: 9,
  questions: [{ questionId: "radio", mark: "correct", points: 5, earned: 5, correctOptionIds: ["r4"] }],
  answers: [{ questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] }],
};

describe("FetchExamApi", () => {
  it("GETs the current exam: none yet", async () => {
    const { fake, api } = setup();
    fake.ok({ exam: null, score: null });
    expect(await api.current("e-1", "r-1")).toEqual({ exam: null, score: null });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/exams/current`);
  });

  it("POSTs the §5 answers and reads the score page", async () => {
    const { fake, api } = setup();
    fake.ok(scoreBody);
    const answers = [
      { questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] },
      { questionId: "address", questionType: 9, answerContent: "a/b", customAnswerContent: "c" },
    ];
    expect(await api.submit("e-1", "r-1", "exam-1", answers)).toEqual({
      examId: "exam-1",
      score: 5,
      maxScore: 7,
      pendingPoints: 2,
      questions: [{ questionId: "radio", mark: "correct", points: 5, earned: 5, correctOptionIds: ["r4"] }],
      answers: [{ questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] }],
    });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/exams/exam-1/submissions`);
    expect(sentBody(fake)).toEqual({ answers });
  });

  it("reads a reviewed text answer's mark (decision 0042) on the current exam's score page", async () => {
    const { fake, api } = setup();
    const reviewed = { questionId: "essay", mark: "reviewed", points: 10, earned: 7, correctOptionIds: [] };
    fake.ok({ exam: null, score: { ...scoreBody, score: 12, pendingPoints: 0, questions: [...scoreBody.questions, reviewed] } });
    const { score } = await api.current("e-1", "r-1");
    expect(score).toMatchObject({ score: 12, pendingPoints: 0 });
    expect(score?.questions[1]).toEqual(reviewed);
  });

  it.each([
    ["an answer without a score", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
    [
      "submitted already (HTTP 409)",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "203052", msg: "once", data: null }, 409),
      { kind: "http", code: "203052", status: 409 },
    ],
  ])("rejects a submit with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.submit("e-1", "r-1", "exam-1", []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });
});
