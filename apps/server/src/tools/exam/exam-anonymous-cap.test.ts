import { QUESTION_TYPE } from "@livehall/domain";
import { VOTE_CODES, type AnswerDTO, type ExamResultsDTO, type StartExamRequestDTO } from "@livehall/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { identifiedViewer } from "../shared/test-viewers";
import { ADMIN_EXAMS, EXAM_ADMIN_TOKEN, examAdmin, examCalls } from "./exam-testing";

const PAPER: StartExamRequestDTO = {
  title: "Sybil",
  seconds: 120,
  questions: [
    {
      questionId: "radio",
      questionHeading: "2 + 2",
      questionType: QUESTION_TYPE.RADIO,
      options: [
        { optionId: "r3", optionContent: "3" },
        { optionId: "r4", optionContent: "4", correct: true },
      ],
    },
  ],
};
const ANSWERS: AnswerDTO[] = [{ questionId: "radio", questionType: QUESTION_TYPE.RADIO, answers: [{ optionId: "r4" }] }];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: EXAM_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

const freshAnonymous = (count: number) => Promise.all(Array.from({ length: count }, () => anonymousViewer(t)));
const submit = (viewer: TestViewer, examId: string) => examCalls(t).submit(viewer, examId, ANSWERS);
const results = async (examId: string): Promise<ExamResultsDTO> =>
  (await t.api<ExamResultsDTO>(`${ADMIN_EXAMS}/${examId}/results`, { headers: examAdmin })).body.data;

describe("one exam submission per viewer is not one per session: anonymous submissions are capped per address", () => {
  it("20 fresh anonymous sessions from one address, submitting at once, give at most 5 submissions", async () => {
    const exam = await examCalls(t).start(PAPER);
    const replies = await Promise.all((await freshAnonymous(20)).map((viewer) => submit(viewer, exam.examId)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 403);
    expect(refused).toHaveLength(15);
    expect(refused.every((reply) => reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    // An ID viewer from the same address still counts; the results say how many are anonymous.
    const named = await identifiedViewer(t, "Exam named");
    expect((await submit(named, exam.examId)).status).toBe(200);
    const stored = await results(exam.examId);
    expect(stored.submissions).toHaveLength(6);
    expect(stored.anonymousAnswers).toBe(5);
  });

  it("with 'ID viewers only' every anonymous submission is refused for a login; ID viewers submit", async () => {
    const exam = await examCalls(t).start({ ...PAPER, idViewersOnly: true });
    const watcher = await anonymousViewer(t);
    expect((await examCalls(t).current(watcher)).body.data.exam?.idViewersOnly).toBe(true);
    const replies = await Promise.all((await freshAnonymous(20)).map((viewer) => submit(viewer, exam.examId)));
    expect(replies.every((reply) => reply.status === 403 && reply.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    const named = await identifiedViewer(t, "Exam ID viewer");
    expect((await submit(named, exam.examId)).status).toBe(200);
    const stored = await results(exam.examId);
    expect(stored.submissions).toHaveLength(1);
    expect(stored.anonymousAnswers).toBe(0);
  });
});
