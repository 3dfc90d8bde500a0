import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_PREFIX,
  EXAM_PATHS,
  QUESTION_ANSWER_PATHS,
  type AdminExamDTO,
  type AdminQuestionDTO,
  type ExamScoreDTO,
  type QuestionItemDTO,
} from "@livehall/wire";
import { QUESTION_TYPE } from "@livehall/domain";
import { DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { runCliOn } from "../../testing/cli-runner";
import { anonymousViewer } from "../../testing/viewers";
import { EVERY_TYPE_PAPER } from "../../tools/exam/exam.fixtures";
import { parseCli } from "../cli-args";
import { EXIT } from "../cli-run";

const dir = mkdtempSync(join(tmpdir(), "livehall-exam-cli-"));
const paperFile = join(dir, "paper.json");
writeFileSync(paperFile, JSON.stringify(EVERY_TYPE_PAPER));
writeFileSync(join(dir, "broken.json"), "{ not json");

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
  rmSync(dir, { recursive: true, force: true });
});

const run = async <T>(argv: string[]): Promise<T> => {
  const { code, out } = await runCliOn(t, argv);
  expect(code, out.errors.join("\n")).toBe(EXIT.ok);
  return JSON.parse(out.lines.join("\n")) as T;
};

describe("qa and exam on the command line", () => {
  it("qa answer --private, mark --unanswered and list drive the room's Q&A", async () => {
    const asker = await anonymousViewer(t, "Asker");
    const question = (
      await t.api<QuestionItemDTO>(
        API_PREFIX + QUESTION_ANSWER_PATHS.questions(DEMO.id, DEMO.mainRoom),
        postJson({ content: "CLI?" }, asker.headers),
      )
    ).body.data;
    const answered = await run<AdminQuestionDTO>([
      "qa",
      "answer",
      DEMO.number,
      DEMO.mainRoom,
      question.questionId,
      "--text",
      "Yes",
      "--private",
    ]);
    expect(answered).toMatchObject({ answer: "Yes", privateAnswerFlag: 1, answeredFlag: 1 });
    expect(await run<AdminQuestionDTO>(["qa", "mark", DEMO.number, DEMO.mainRoom, question.questionId, "--unanswered"])).toMatchObject({
      answeredFlag: 0,
    });
    const { list } = await run<{ list: AdminQuestionDTO[] }>(["qa", "list", DEMO.number, DEMO.mainRoom, "--sort", "time"]);
    expect(list[0]).toMatchObject({ questionId: question.questionId, answer: "Yes" });
  });

  it("exam start --file (options override the file), results, review and end", async () => {
    const exam = await run<AdminExamDTO>([
      "exam",
      "start",
      DEMO.number,
      DEMO.mainRoom,
      "--file",
      paperFile,
      "--seconds",
      "120",
      "--title",
      "Quiz",
    ]);
    expect(exam).toMatchObject({ title: "Quiz", seconds: 120, maxScore: 22 });
    const viewer = await anonymousViewer(t, "Taker");
    await t.api(
      API_PREFIX + EXAM_PATHS.submissions(DEMO.id, DEMO.mainRoom, exam.examId),
      postJson(
        {
          answers: [
            { questionId: "name", questionType: 1, answerContent: "T" },
            { questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] },
            { questionId: "multi", questionType: QUESTION_TYPE.TXT_MULTI, answerContent: "An essay" },
          ],
        },
        viewer.headers,
      ),
    );
    const results = await run<{ submissions: { score: number }[] }>(["exam", "results", DEMO.number, DEMO.mainRoom, exam.examId]);
    expect(results.submissions).toEqual([expect.objectContaining({ score: 5, pendingPoints: 10 })]);
    const review = ["exam", "review", DEMO.number, DEMO.mainRoom, exam.examId, "--viewer", viewer.audienceId, "--question", "multi"];
    expect(await run<ExamScoreDTO>([...review, "--score", "7"])).toMatchObject({ score: 12, pendingPoints: 0 });
    const reviewed = await run<{ submissions: { score: number }[] }>(["exam", "results", DEMO.number, DEMO.mainRoom, exam.examId]);
    expect(reviewed.submissions).toEqual([expect.objectContaining({ score: 12, pendingPoints: 0 })]);
    expect(await run<AdminExamDTO>(["exam", "end", DEMO.number, DEMO.mainRoom, exam.examId])).toMatchObject({ endedFlag: 1 });
  });

  it.each([
    [["qa", "answer", "10001", "20001", "q1"], "qa answer needs --text"],
    [["qa", "list", "10001", "20001", "--sort", "best"], "--sort must be votes or time"],
    [["qa", "close", "10001", "20001"], "qa takes list, answer or mark"],
    [["exam", "start", "10001", "20001"], "exam start needs --file"],
    [["exam", "start", "10001", "20001", "--file", join(dir, "missing.json")], "Cannot read --file"],
    [["exam", "start", "10001", "20001", "--file", join(dir, "broken.json")], "is not JSON"],
    [["exam", "start", "10001", "20001", "--file", paperFile, "--seconds", "3"], "--seconds must be a whole number from 10"],
    [["exam", "end", "10001", "20001"], "takes 3 arguments"],
    [["exam", "review", "10001", "20001", "e1", "--question", "q", "--score", "1"], "--viewer (the viewer id) must be"],
    [["exam", "review", "10001", "20001", "e1", "--viewer", "u-1", "--score", "1"], "--question (the question id) must be"],
    [["exam", "review", "10001", "20001", "e1", "--viewer", "u-1", "--question", "q"], "exam review needs --score"],
    [["exam", "review", "10001", "20001", "e1", "--viewer", "u-1", "--question", "q", "--score", "-2"], "--score must be a whole number"],
    [["exam", "review", "10001", "20001", "--viewer", "u-1", "--question", "q", "--score", "1"], "takes 3 arguments"],
  ])("%j → %s", (argv, message) => {
    const parsed = parseCli(argv, {});
    expect(parsed.kind).toBe("error");
    expect(parsed.kind === "error" ? parsed.message : "").toContain(message);
  });
});
