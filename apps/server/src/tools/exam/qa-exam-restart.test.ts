import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  API_PREFIX,
  EXAM_PATHS,
  QUESTION_ANSWER_PATHS,
  type AdminExamDTO,
  type CurrentExamDTO,
  type ExamScoreDTO,
  type QuestionItemDTO,
  type QuestionListDTO,
} from "@livehall/wire";
import { QUESTION_TYPE } from "@livehall/domain";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { EVERY_TYPE_PAPER } from "./exam.fixtures";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const dataDir = mkdtempSync(join(tmpdir(), "livehall-qa-exam-restart-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const start = (): Promise<TestServer> => startTestServer({ dataDir, adminToken: ADMIN_TOKEN });
const QUESTIONS = API_PREFIX + QUESTION_ANSWER_PATHS.questions(DEMO.id, DEMO.mainRoom);

describe("Q&A and exams after a server restart (same data folder)", () => {
  it("keep questions, up-votes, private answers, exams and submissions (still once)", async () => {
    let t = await start();
    const asker = await anonymousViewer(t, "Asker");
    const voter = await anonymousViewer(t, "Voter");
    const question = (await t.api<QuestionItemDTO>(QUESTIONS, postJson({ content: "Kept?" }, asker.headers))).body.data;
    await t.api(API_PREFIX + QUESTION_ANSWER_PATHS.upVotes(DEMO.id, DEMO.mainRoom, question.questionId), postJson({}, voter.headers));
    await t.api(
      `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/questions/${question.questionId}/answer`,
      postJson({ content: "Yes, privately", privateFlag: 1 }, admin),
    );
    const exam = (
      await t.api<AdminExamDTO>(`/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/exams`, postJson(EVERY_TYPE_PAPER, admin))
    ).body.data;
    const answers = [
      { questionId: "name", questionType: QUESTION_TYPE.NAME, answerContent: "Ada" },
      { questionId: "radio", questionType: QUESTION_TYPE.RADIO, answers: [{ optionId: "r4" }] },
    ];
    const submit = () =>
      t.api<ExamScoreDTO>(API_PREFIX + EXAM_PATHS.submissions(DEMO.id, DEMO.mainRoom, exam.examId), postJson({ answers }, voter.headers));
    const scored = (await submit()).body.data;
    expect(scored.score).toBe(5);
    await t.stop();

    t = await start();
    try {
      const seen = (await t.api<QuestionListDTO>(QUESTIONS, bearer(voter.accessToken))).body.data.list;
      expect(seen).toEqual([expect.objectContaining({ questionId: question.questionId, upVotes: 1, upVotedFlag: 1, answer: null })]);
      const own = (await t.api<QuestionListDTO>(QUESTIONS, bearer(asker.accessToken))).body.data.list;
      expect(own[0]?.answer).toBe("Yes, privately");
      const after = (await t.api<CurrentExamDTO>(API_PREFIX + EXAM_PATHS.current(DEMO.id, DEMO.mainRoom), bearer(voter.accessToken))).body
        .data;
      expect(after.score).toEqual(scored);
      expect((await submit()).body.code).toBe("203052");
    } finally {
      await t.stop();
    }
  });
});
