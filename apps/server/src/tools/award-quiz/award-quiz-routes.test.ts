import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TOPICS, type AwardQuizAdminDTO, type AwardQuizBody, type AwardQuizMineDTO, type CurrentAwardQuizDTO } from "@livehall/wire";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { adminGet, adminPost, listen, nextPush, startToolServer, viewerGet, viewerPost } from "../tool-test-kit";

const QUIZ = { question: "2 + 2?", options: ["3", "4", "5"], answer: 2, winners: 2, seconds: 30 };
const start = (t: TestServer, body: Record<string, unknown> = QUIZ) => adminPost<AwardQuizAdminDTO>(t, "/quizzes", body);

describe("award quiz (server)", () => {
  let t: TestServer;
  afterEach(async () => {
    await t.stop();
  });

  it("the first N correct answers win, in the order the server received them; results are pushed", async () => {
    t = await startToolServer();
    const watcher = await anonymousViewer(t, "Watcher");
    const socket = await listen(t, watcher, TOPICS.AWARD_QUIZ);
    const quiz = (await start(t)).body.data;
    const opened = (await nextPush(socket, TOPICS.AWARD_QUIZ)) as AwardQuizBody;
    expect(opened.quiz).toMatchObject({ quizId: quiz.quizId, status: "open", correctOption: 0, options: ["3", "4", "5"], winners: [] });

    const [wrong, first, second, third] = await Promise.all(["Wrong", "First", "Second", "Third"].map((name) => anonymousViewer(t, name)));
    const answer = (viewer: typeof first, option: number) =>
      viewerPost<AwardQuizMineDTO>(t, viewer!, `/quizzes/${quiz.quizId}/answers`, { option });
    expect((await answer(wrong, 1)).body.data).toEqual({ option: 1, rank: null });
    expect((await answer(first, 2)).body.data).toEqual({ option: 2, rank: 1 });
    expect((await answer(second, 2)).body.data).toEqual({ option: 2, rank: 2 });
    expect((await answer(third, 2)).body.data).toEqual({ option: 2, rank: null });

    const results = (await adminGet<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}`)).body.data;
    expect(results.winners).toEqual([
      { liveUserId: first!.audienceId, nickName: "First", rank: 1 },
      { liveUserId: second!.audienceId, nickName: "Second", rank: 2 },
    ]);
    expect(results.answers.map((row) => row.seq)).toEqual([...results.answers.map((row) => row.seq)].sort((a, b) => a - b));
    expect(results.answerCount).toBe(4);

    const ended = (await adminPost<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}/end`)).body.data;
    expect(ended).toMatchObject({ status: "ended", correctOption: 2 });
    let last = (await nextPush(socket, TOPICS.AWARD_QUIZ)) as AwardQuizBody;
    while (last.quiz.status !== "ended") last = (await nextPush(socket, TOPICS.AWARD_QUIZ)) as AwardQuizBody;
    expect(last.quiz).toMatchObject({ status: "ended", correctOption: 2, answerCount: 4, winners: results.winners });
    socket.close();
  });

  it("takes one answer per viewer under 50 concurrent requests (the database decides)", async () => {
    t = await startToolServer({ limits: { toolActionsPerWindow: 1000 } });
    const quiz = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Eager");
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        viewerPost<AwardQuizMineDTO>(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: (i % 3) + 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "101302")).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const rows = await t.query<{ n: number }>("select count(*) as n from award_quiz_answers where audience_id = ?", [viewer.audienceId]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("refuses answers once the countdown is over (409 101301) and tells the answer", async () => {
    t = await startToolServer();
    const quiz = (await start(t, { ...QUIZ, seconds: 5 })).body.data;
    const viewer = await anonymousViewer(t, "Late");
    t.advance(5_000);
    const late = await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: 2 });
    expect([late.status, late.body.code]).toEqual([409, "101301"]);
    const current = (await viewerGet<CurrentAwardQuizDTO>(t, viewer, "/quizzes/current")).body.data;
    expect(current).toEqual({
      quiz: expect.objectContaining({ status: "ended", remainingMs: 0, correctOption: 2 }) as unknown,
      mine: { option: 0, rank: null },
    });
  });

  it("rate-limits a flood of answers from one viewer (429 100105)", async () => {
    t = await startToolServer();
    const quiz = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Flood");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: 1 })).status);
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429, 429, 429, 429, 429]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["one option", { ...QUIZ, options: ["only"] }],
    ["nine options", { ...QUIZ, options: Array.from({ length: 9 }, (_, i) => `o${i}`) }],
    ["an answer beyond the options", { ...QUIZ, answer: 4 }],
    ["a blank option", { ...QUIZ, options: ["a", " "] }],
    ["a blank question", { ...QUIZ, question: "   " }],
    ["a countdown of 2 s", { ...QUIZ, seconds: 2 }],
    ["no winners", { ...QUIZ, winners: 0 }],
    ["seconds as text", { ...QUIZ, seconds: "30" }],
  ])("admin: %s answers 400 100400", async (_name, body) => {
    t = await startToolServer();
    const answer = await start(t, body);
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it.each<[string, unknown]>([
    ["option 0", { option: 0 }],
    ["an option beyond the quiz's", { option: 4 }],
    ["option as text", { option: "2" }],
    ["no option", {}],
  ])("viewer: %s answers 400 100400", async (_name, body) => {
    t = await startToolServer();
    const quiz = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Odd");
    const answer = await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, body);
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });
});

describe("award quiz after a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-quiz-restart-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the quiz, its answers in order and its winners; a viewer still cannot answer twice", async () => {
    let t = await startToolServer({ dataDir });
    const quiz = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Kept");
    await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: 2 });
    const before = (await adminGet<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}`)).body.data;
    await t.stop();
    t = await startToolServer({ dataDir });
    try {
      const after = (await adminGet<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}`)).body.data;
      expect({ ...after, remainingMs: 0 }).toEqual({ ...before, remainingMs: 0 });
      expect(after.winners).toEqual([{ liveUserId: viewer.audienceId, nickName: "Kept", rank: 1 }]);
      const again = await viewerPost(t, viewer, `/quizzes/${quiz.quizId}/answers`, { option: 2 });
      expect([again.status, again.body.code]).toEqual([409, "101302"]);
    } finally {
      await t.stop();
    }
  });
});
