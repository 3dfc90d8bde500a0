import { QUESTION_TYPE, scoreExam, type SerializedAnswer } from "@livehall/domain";
import type { ExamApi, ExamPaper, ExamScore } from "../tools/exam/ports";

const option = (optionId: string, content: string) => ({ optionId, content });
const question = (questionId: string, questionType: number, heading: string, more: Partial<ExamPaper["questions"][number]> = {}) => ({
  questionId,
  heading,
  questionType,
  required: false,
  order: 0,
  optionLimit: 0,
  verify: false,
  options: [],
  points: 0,
  ...more,
});

/** A paper with one question of each §3 type, and its key. */
export const EXAM_FIXTURE: { readonly paper: ExamPaper; readonly keys: Readonly<Record<string, readonly string[]>> } = {
  paper: {
    examId: "exam-1",
    title: "Product quiz",
    seconds: 120,
    ended: false,
    remainingMs: 120_000,
    maxScore: 17,
    idViewersOnly: false,
    questions: [
      question("name", QUESTION_TYPE.NAME, "Your name", { required: true }),
      question("email", QUESTION_TYPE.EMAIL, "E-mail"),
      question("single", QUESTION_TYPE.TXT_SINGLE, "One word for it", { points: 2 }),
      question("multi", QUESTION_TYPE.TXT_MULTI, "What would you change?", { points: 5 }),
      question("phone", QUESTION_TYPE.PHONE, "Phone"),
      question("date", QUESTION_TYPE.DATEPICKER, "When did you start?"),
      question("radio", QUESTION_TYPE.RADIO, "2 + 2 =", { points: 5, options: [option("r3", "3"), option("r4", "4")] }),
      question("checkbox", QUESTION_TYPE.CHECKBOX, "Even numbers", {
        points: 4,
        options: [option("c2", "2"), option("c3", "3"), option("c4", "4")],
      }),
      question("check", QUESTION_TYPE.CHECK, "I have read the rules", { points: 1, options: [option("yes", "Yes")] }),
      question("address", QUESTION_TYPE.ADDRESS, "Where are you?"),
    ],
  },
  keys: { radio: ["r4"], checkbox: ["c2", "c4"], check: ["yes"] },
};

/**
 * An ExamApi keeping one room's exam like the reference server (decision 0029): one submission,
 * scored with the domain's rules against `keys`. Tests set `exam`, and script failures with
 * `submitAnswer` / `currentAnswer`.
 */
export class FakeExamApi implements ExamApi {
  exam: ExamPaper | null = null;
  keys: Readonly<Record<string, readonly string[]>> = EXAM_FIXTURE.keys;
  score: ExamScore | null = null;
  readonly submitCalls: { examId: string; answers: readonly SerializedAnswer[] }[] = [];
  currentCalls = 0;
  submitAnswer: (() => Error | undefined) | null = null;
  currentAnswer: (() => Error | undefined) | null = null;

  current(): Promise<{ exam: ExamPaper | null; score: ExamScore | null }> {
    this.currentCalls += 1;
    const failure = this.currentAnswer?.();
    if (failure) return Promise.reject(failure);
    return Promise.resolve({ exam: this.exam, score: this.score });
  }

  submit(_eventId: string, _roomId: string, examId: string, answers: readonly SerializedAnswer[]): Promise<ExamScore> {
    this.submitCalls.push({ examId, answers });
    const failure = this.submitAnswer?.();
    if (failure) return Promise.reject(failure);
    const questions = (this.exam?.questions ?? []).map((item) => ({ ...item, correctOptionIds: this.keys[item.questionId] ?? [] }));
    const result = scoreExam(questions, answers);
    this.score = {
      examId,
      ...result,
      questions: result.questions.map((mark) => ({ ...mark, correctOptionIds: this.keys[mark.questionId] ?? [] })),
      answers,
    };
    return Promise.resolve(this.score);
  }
}
