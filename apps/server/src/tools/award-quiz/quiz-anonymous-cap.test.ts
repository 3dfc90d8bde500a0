import { VOTE_CODES, type AwardQuizAdminDTO, type AwardQuizMineDTO, type CurrentAwardQuizDTO } from "@livehall/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { identifiedViewer } from "../shared/test-viewers";
import { adminGet, adminPost, startToolServer, viewerGet, viewerPost } from "../tool-test-kit";

const QUIZ = { question: "2 + 2?", options: ["3", "4"], answer: 2, winners: 50, seconds: 60 };

let t: TestServer;
beforeAll(async () => {
  // A rate limit high enough that all 20 answers reach the database at once.
  t = await startToolServer({ limits: { toolActionsPerWindow: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const freshAnonymous = (count: number) => Promise.all(Array.from({ length: count }, () => anonymousViewer(t)));
const answer = (viewer: TestViewer, quizId: string) => viewerPost<AwardQuizMineDTO>(t, viewer, `/quizzes/${quizId}/answers`, { option: 2 });

describe("one quiz answer per viewer is not one per session: anonymous answers are capped per address", () => {
  it("20 fresh anonymous sessions from one address, answering at once, give at most 5 answers (and winners)", async () => {
    const quiz = (await adminPost<AwardQuizAdminDTO>(t, "/quizzes", QUIZ)).body.data;
    const answers = await Promise.all((await freshAnonymous(20)).map((viewer) => answer(viewer, quiz.quizId)));
    expect(answers.filter((reply) => reply.status === 200)).toHaveLength(5);
    const refused = answers.filter((reply) => reply.status === 403);
    expect(refused).toHaveLength(15);
    expect(refused.every((reply) => reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    // An ID viewer from the same address still counts; the results say how many are anonymous.
    const named = await identifiedViewer(t, "Quiz named");
    expect((await answer(named, quiz.quizId)).status).toBe(200);
    const results = (await adminGet<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}`)).body.data;
    expect(results).toMatchObject({ answerCount: 6, anonymousAnswers: 5 });
    expect(results.winners).toHaveLength(6);
  });

  it("with 'ID viewers only' every anonymous answer is refused for a login; ID viewers answer", async () => {
    const started = await adminPost<AwardQuizAdminDTO>(t, "/quizzes", { ...QUIZ, idViewersOnly: true });
    expect(started.status).toBe(200);
    const quiz = started.body.data;
    const watcher = await anonymousViewer(t);
    const current = (await viewerGet<CurrentAwardQuizDTO>(t, watcher, "/quizzes/current")).body.data;
    expect(current.quiz?.idViewersOnly).toBe(true);
    const answers = await Promise.all((await freshAnonymous(20)).map((viewer) => answer(viewer, quiz.quizId)));
    expect(answers.every((reply) => reply.status === 403 && reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    const named = await identifiedViewer(t, "Quiz ID viewer");
    expect((await answer(named, quiz.quizId)).status).toBe(200);
    expect((await adminGet<AwardQuizAdminDTO>(t, `/quizzes/${quiz.quizId}`)).body.data).toMatchObject({
      answerCount: 1,
      anonymousAnswers: 0,
    });
  });
});
