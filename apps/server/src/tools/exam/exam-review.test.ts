import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_TYPE as T } from "@livehall/domain";
import { OP, TOPICS, type AnswerDTO, type ExamResultsDTO, type ExamScoreDTO } from "@livehall/wire";
import { joinedClient, pushes, type RealtimeTestClient } from "../../testing/realtime-client";
import { postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { ADMIN_EXAMS, EXAM_ADMIN_TOKEN, examAdmin as admin, examCalls } from "./exam-testing";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: EXAM_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

/** Radio right (5), checkbox half (2), check right (1); "multi" (10 points) and "single" (2) wait for review. */
const ANSWERS: AnswerDTO[] = [
  { questionId: "name", questionType: T.NAME, answerContent: "Ada" },
  { questionId: "single", questionType: T.TXT_SINGLE, answerContent: "word" },
  { questionId: "multi", questionType: T.TXT_MULTI, answerContent: "Because\nit is." },
  { questionId: "radio", questionType: T.RADIO, answers: [{ optionId: "r4" }] },
  { questionId: "checkbox", questionType: T.CHECKBOX, answers: [{ optionId: "c2" }] },
  { questionId: "check", questionType: T.CHECK, answers: [{ optionId: "yes" }] },
];

async function submitted(name: string): Promise<{ examId: string; viewer: TestViewer }> {
  const { examId } = await examCalls(t).start();
  const viewer = await anonymousViewer(t, name);
  const answer = await examCalls(t).submit(viewer, examId, ANSWERS);
  expect(answer.body.data).toMatchObject({ score: 8, pendingPoints: 12 });
  return { examId, viewer };
}
const review = (examId: string, body: unknown, headers: Record<string, string> = admin) =>
  t.api<ExamScoreDTO>(`${ADMIN_EXAMS}/${examId}/reviews`, postJson(body, headers));
const current = async (viewer: TestViewer) => (await examCalls(t).current(viewer)).body.data.score;

async function nextExamPush(client: RealtimeTestClient): Promise<unknown> {
  for (;;) {
    const frame = await client.next();
    if (frame.op !== OP.RAW) continue;
    const push = pushes(frame).find((item) => item.op === TOPICS.EXAM);
    if (push) return push.body;
  }
}

describe("exam review of text answers (decision 0042)", () => {
  it("scores a text answer: the stored score, the results and the viewer's score page follow; the viewer is told by a push without the score", async () => {
    const { examId, viewer } = await submitted("Reviewed");
    const room = await joinedClient(t, [TOPICS.EXAM]);
    const answer = await review(examId, { liveUserId: viewer.audienceId, questionId: "multi", score: 7 });
    expect(answer.body.code).toBe("200");
    expect(answer.body.data).toMatchObject({ score: 15, pendingPoints: 2 });
    expect(answer.body.data.questions.find((question) => question.questionId === "multi")).toMatchObject({ mark: "reviewed", earned: 7 });
    expect(await nextExamPush(room)).toEqual({ type: "reviewed", examId, liveUserId: viewer.audienceId });
    room.close();

    const page = await current(viewer);
    expect(page).toMatchObject({ score: 15, pendingPoints: 2 });
    expect(page?.questions.find((question) => question.questionId === "single")).toMatchObject({ mark: "pending", earned: 0 });

    // The last text answer reviewed: nothing is pending any more.
    await review(examId, { liveUserId: viewer.audienceId, questionId: "single", score: 2 });
    expect(await current(viewer)).toMatchObject({ score: 17, pendingPoints: 0 });
    const results = (await t.api<ExamResultsDTO>(`${ADMIN_EXAMS}/${examId}/results`, { headers: admin })).body.data;
    expect(results.submissions).toEqual([expect.objectContaining({ audienceId: viewer.audienceId, score: 17, pendingPoints: 0 })]);
  });

  it("a second review of the same answer replaces the first", async () => {
    const { examId, viewer } = await submitted("Twice");
    await review(examId, { liveUserId: viewer.audienceId, questionId: "multi", score: 9 });
    const again = await review(examId, { liveUserId: viewer.audienceId, questionId: "multi", score: 3 });
    expect(again.body.data).toMatchObject({ score: 11, pendingPoints: 2 });
    expect(await current(viewer)).toMatchObject({ score: 11 });
    expect(await t.query("select points from exam_reviews where exam_id = ? and audience_id = ?", [examId, viewer.audienceId])).toEqual([
      { points: 3 },
    ]);
  });

  it("reviews of two answers of one submission sent at once both count", async () => {
    const { examId, viewer } = await submitted("Concurrent");
    const answers = await Promise.all([
      review(examId, { liveUserId: viewer.audienceId, questionId: "multi", score: 10 }),
      review(examId, { liveUserId: viewer.audienceId, questionId: "single", score: 1 }),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual(["200", "200"]);
    expect(await current(viewer)).toMatchObject({ score: 19, pendingPoints: 0 });
    const results = (await t.api<ExamResultsDTO>(`${ADMIN_EXAMS}/${examId}/results`, { headers: admin })).body.data;
    expect(results.submissions[0]).toMatchObject({ score: 19, pendingPoints: 0 });
  });

  it.each<[string, (examId: string, viewer: TestViewer) => Promise<{ status: number; body: { code: string } }>, number, string]>([
    ["no admin token", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "multi", score: 1 }, {}), 401, "401"],
    ["no score", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "multi" }), 400, "100400"],
    ["a score as text", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "multi", score: "5" }), 400, "100400"],
    ["a negative score", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "multi", score: -1 }), 400, "100400"],
    [
      "a score above the question's points",
      (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "single", score: 3 }),
      400,
      "100400",
    ],
    ["a fractional score", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "multi", score: 1.5 }), 400, "100400"],
    ["a choice question", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "radio", score: 1 }), 400, "100400"],
    [
      "an unanswered text question",
      (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "email", score: 0 }),
      400,
      "100400",
    ],
    ["an unknown question", (examId, v) => review(examId, { liveUserId: v.audienceId, questionId: "zzz", score: 0 }), 404, "203051"],
    ["a viewer without a submission", (examId) => review(examId, { liveUserId: "nobody", questionId: "multi", score: 1 }), 404, "203054"],
    ["an unknown exam", (_examId, v) => review("no-such-exam", { liveUserId: v.audienceId, questionId: "multi", score: 1 }), 404, "203051"],
  ])("refuses %s", async (_name, call, status, code) => {
    const { examId, viewer } = await submitted(`Refused ${status}${code}`);
    const answer = await call(examId, viewer);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    // Nothing changed.
    expect(await current(viewer)).toMatchObject({ score: 8, pendingPoints: 12 });
  });
});
