import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_TYPE } from "@livehall/domain";
import { API_PREFIX, EXAM_PATHS, EXAM_SUBMIT_RATE_COUNT, TOPICS, type AnswerDTO, type ExamBody, type ExamResultsDTO } from "@livehall/wire";
import { joinedClient, pushes } from "../../testing/realtime-client";
import { DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { EVERY_TYPE_PAPER } from "./exam.fixtures";
import { ADMIN_EXAMS, EXAM_ADMIN_TOKEN, examAdmin as admin, examCalls } from "./exam-testing";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: EXAM_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

const start = (paper: unknown = EVERY_TYPE_PAPER) => examCalls(t).start(paper);
const submit = (viewer: TestViewer, examId: string, answers: AnswerDTO[]) => examCalls(t).submit(viewer, examId, answers);
const current = (viewer: TestViewer) => examCalls(t).current(viewer);

const T = QUESTION_TYPE;
/** §5 answers to {@link EVERY_TYPE_PAPER}: radio right, checkbox half right, check right, texts answered. */
const GOOD_ANSWERS: AnswerDTO[] = [
  { questionId: "name", questionType: T.NAME, answerContent: "Ada" },
  { questionId: "email", questionType: T.EMAIL, answerContent: "ada@example.com" },
  { questionId: "multi", questionType: T.TXT_MULTI, answerContent: "Because\nit is." },
  { questionId: "date", questionType: T.DATEPICKER, answerContent: "2026-11-26" },
  { questionId: "radio", questionType: T.RADIO, answers: [{ optionId: "r4" }] },
  { questionId: "checkbox", questionType: T.CHECKBOX, answers: [{ optionId: "c2" }] },
  { questionId: "check", questionType: T.CHECK, answers: [{ optionId: "yes" }] },
  { questionId: "address", questionType: T.ADDRESS, answerContent: "广东/深圳", customAnswerContent: "1 Road" },
];

describe("exam: start, push, submit, score", () => {
  it("pushes the paper without its key, scores a submission and shows the score page", async () => {
    const room = await joinedClient(t, [TOPICS.EXAM]);
    const exam = await start();
    expect(exam.keys).toMatchObject({ radio: ["r4"], checkbox: ["c2", "c4"], check: ["yes"], name: [] });
    const [push] = pushes(await room.next());
    expect(push?.op).toBe(TOPICS.EXAM);
    const started = push?.body as ExamBody;
    expect(started).toMatchObject({ type: "started", exam: { examId: exam.examId, maxScore: 22, seconds: 60, remainingMs: 60_000 } });
    expect(JSON.stringify(started)).not.toContain("correct");

    const viewer = await anonymousViewer(t, "Ada");
    const before = (await current(viewer)).body.data;
    expect([before.exam?.examId, before.score]).toEqual([exam.examId, null]);
    const scored = await submit(viewer, exam.examId, GOOD_ANSWERS);
    expect(scored.status).toBe(200);
    // radio 5 + checkbox floor(4 × 1/2) = 2 + check 1; multi-line text 10 waits for review.
    expect(scored.body.data).toMatchObject({ score: 8, maxScore: 22, pendingPoints: 10 });
    expect(scored.body.data.questions.find((q) => q.questionId === "checkbox")).toEqual({
      questionId: "checkbox",
      mark: "partial",
      points: 4,
      earned: 2,
      correctOptionIds: ["c2", "c4"],
    });
    expect((await current(viewer)).body.data.score).toEqual(scored.body.data);

    const again = await submit(viewer, exam.examId, GOOD_ANSWERS);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("203052");

    const results = await t.api<ExamResultsDTO>(`${ADMIN_EXAMS}/${exam.examId}/results`, { headers: admin });
    expect(results.body.data.submissions).toEqual([expect.objectContaining({ audienceId: viewer.audienceId, score: 8, nickName: "Ada" })]);
    room.close();
  });

  it("refuses submissions after the time limit and after the organiser ended it", async () => {
    const viewer = await anonymousViewer(t, "Late");
    const timed = await start({ ...EVERY_TYPE_PAPER, seconds: 10 });
    t.advance(12_001);
    const late = await submit(viewer, timed.examId, GOOD_ANSWERS);
    expect([late.status, late.body.code]).toEqual([409, "203053"]);

    const room = await joinedClient(t, [TOPICS.EXAM]);
    const ended = await start();
    await room.next();
    expect((await t.api(`${ADMIN_EXAMS}/${ended.examId}/end`, postJson({}, admin))).body.code).toBe("200");
    expect(pushes(await room.next())).toEqual([{ op: TOPICS.EXAM, body: { type: "ended", examId: ended.examId } }]);
    const refused = await submit(viewer, ended.examId, GOOD_ANSWERS);
    expect([refused.status, refused.body.code]).toEqual([409, "203053"]);
    expect((await current(viewer)).body.data.exam?.endedFlag).toBe(1);
    room.close();
  });
});

describe("exam: one submission per viewer", () => {
  it("stores one of 50 concurrent submissions from one viewer", async () => {
    const exam = await start();
    const viewer = await anonymousViewer(t, "Hasty");
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(viewer, exam.examId, GOOD_ANSWERS)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === "203052")).toBe(true);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const rows = await t.query<{ n: number | string }>("select count(*) as n from exam_submissions where exam_id = ?", [exam.examId]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("rate-limits a flood of submissions from one viewer (429, 100105)", async () => {
    const exam = await start();
    const viewer = await anonymousViewer(t, "Flood");
    const bad: AnswerDTO[] = [{ questionId: "nope", questionType: 1, answerContent: "x" }];
    const answers = await Promise.all(Array.from({ length: EXAM_SUBMIT_RATE_COUNT + 10 }, () => submit(viewer, exam.examId, bad)));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.body.code === "100105")).toBe(true);
  });
});

describe("exam: refusals", () => {
  let examId = "";
  beforeAll(async () => {
    examId = (await start()).examId;
  });
  const viewerCases: readonly [string, number, string, (viewer: TestViewer) => Promise<{ status: number; body: { code: string } }>][] = [
    ["a required question unanswered", 400, "100109", (v) => submit(v, examId, GOOD_ANSWERS.slice(1))],
    ["an unknown question", 400, "100109", (v) => submit(v, examId, [...GOOD_ANSWERS, { questionId: "zzz", questionType: 1 }])],
    [
      "two radio options",
      400,
      "100109",
      (v) =>
        submit(v, examId, [
          GOOD_ANSWERS[0]!,
          { questionId: "radio", questionType: T.RADIO, answers: [{ optionId: "r3" }, { optionId: "r4" }] },
        ]),
    ],
    [
      "an option the question lacks",
      400,
      "100109",
      (v) => submit(v, examId, [GOOD_ANSWERS[0]!, { questionId: "radio", questionType: T.RADIO, answers: [{ optionId: "x" }] }]),
    ],
    [
      "a bad date",
      400,
      "100109",
      (v) => submit(v, examId, [GOOD_ANSWERS[0]!, { questionId: "date", questionType: T.DATEPICKER, answerContent: "26/11/2026" }]),
    ],
    [
      "answers not a list",
      400,
      "100400",
      (v) => t.api(API_PREFIX + EXAM_PATHS.submissions(DEMO.id, DEMO.mainRoom, examId), postJson({ answers: "all" }, v.headers)),
    ],
    [
      "too many answers",
      400,
      "100400",
      (v) =>
        submit(
          v,
          examId,
          Array.from({ length: 51 }, () => GOOD_ANSWERS[0]!),
        ),
    ],
    [
      "a body of 100 KB (over the API's 64 KB, within the route's 512 KB): read, then judged",
      400,
      "100109",
      (v) =>
        submit(
          v,
          examId,
          Array.from({ length: 25 }, (_, i) => ({
            questionId: `long-${String(i)}`,
            questionType: T.TXT_MULTI,
            answerContent: "x".repeat(4000),
          })),
        ),
    ],
    [
      "a body over 512 KB",
      400,
      "100400",
      (v) =>
        t.api(
          API_PREFIX + EXAM_PATHS.submissions(DEMO.id, DEMO.mainRoom, examId),
          postJson({ answers: [], pad: "x".repeat(600 * 1024) }, v.headers),
        ),
    ],
    ["an unknown exam", 404, "203051", (v) => submit(v, "no-such-exam", GOOD_ANSWERS)],
    ["a bad exam id", 400, "100400", (v) => submit(v, "bad id", GOOD_ANSWERS)],
    ["no token", 401, "401", () => t.api(API_PREFIX + EXAM_PATHS.current(DEMO.id, DEMO.mainRoom))],
  ];
  it.each(viewerCases)("viewer: %s → HTTP %i, body %s", async (_case, status, code, call) => {
    const answer = await call(await anonymousViewer(t, "Bad"));
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  const paper = EVERY_TYPE_PAPER;
  const radio = paper.questions[6]!;
  const adminCases: readonly [string, unknown][] = [
    ["no title", { ...paper, title: "" }],
    ["too short a time", { ...paper, seconds: 5 }],
    ["seconds as text", { ...paper, seconds: "60" }],
    ["no questions", { ...paper, questions: [] }],
    ["an unknown question type", { ...paper, questions: [{ questionHeading: "?", questionType: 11 }] }],
    ["a radio without a key", { ...paper, questions: [{ ...radio, options: radio.options?.map((o) => ({ ...o, correct: false })) }] }],
    ["a radio with two keys", { ...paper, questions: [{ ...radio, options: radio.options?.map((o) => ({ ...o, correct: true })) }] }],
    [
      "options on a text question",
      { ...paper, questions: [{ questionHeading: "?", questionType: T.NAME, options: [{ optionContent: "a" }] }] },
    ],
    ["two questions with one id", { ...paper, questions: [radio, radio] }],
    ["points over 100", { ...paper, questions: [{ ...radio, points: 101 }] }],
  ];
  it.each(adminCases)("organiser: %s → HTTP 400, body 100400", async (_case, body) => {
    const answer = await t.api(ADMIN_EXAMS, postJson(body, admin));
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it("organiser: a paper body over 1 MB → 400 'Request body too large'", async () => {
    const answer = await t.api(ADMIN_EXAMS, postJson({ ...paper, title: "x".repeat(1100 * 1024) }, admin));
    expect([answer.status, answer.body.msg]).toEqual([400, "Request body too large"]);
  });

  it("organiser: no admin token → 401; unknown exam → 404 203051", async () => {
    expect((await t.api(ADMIN_EXAMS, postJson(paper))).status).toBe(401);
    const unknown = await t.api(`${ADMIN_EXAMS}/nope/results`, { headers: admin });
    expect([unknown.status, unknown.body.code]).toEqual([404, "203051"]);
  });
});
