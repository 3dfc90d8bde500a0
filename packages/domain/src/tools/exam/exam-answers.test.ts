import { describe, expect, it } from "vitest";
import { QUESTION_TYPE } from "../../enums/question";
import { serializeAnswers } from "../../login/answers";
import type { AnswerInput, Question, SerializedAnswer } from "../../login/login-models";
import { scoreExam } from "./exam-scoring";

/**
 * An exam's answers go out in §5's serialization (the sign-up form's `serializeAnswers`, shared,
 * decision 0029) and are scored from that form: one row per question type.
 */
const question = (questionType: number, options: string[] = []): Question => ({
  questionId: "q",
  heading: "q",
  questionType,
  required: false,
  order: 0,
  optionLimit: 0,
  verify: false,
  options: options.map((optionId) => ({ optionId, content: optionId })),
});
const T = QUESTION_TYPE;

const CASES: readonly [string, Question, AnswerInput, Omit<SerializedAnswer, "questionId" | "questionType"> | null, string][] = [
  ["name: trimmed text", question(T.NAME), { kind: "text", text: "  Ada " }, { answerContent: "Ada" }, "pending"],
  ["e-mail", question(T.EMAIL), { kind: "text", text: "a@b.co" }, { answerContent: "a@b.co" }, "pending"],
  ["single text", question(T.TXT_SINGLE), { kind: "text", text: "word" }, { answerContent: "word" }, "pending"],
  ["multi text keeps its lines", question(T.TXT_MULTI), { kind: "text", text: "a\nb" }, { answerContent: "a\nb" }, "pending"],
  ["phone", question(T.PHONE), { kind: "text", text: "13800138000" }, { answerContent: "13800138000" }, "pending"],
  ["date as YYYY-MM-DD", question(T.DATEPICKER), { kind: "date", date: "2026-11-26" }, { answerContent: "2026-11-26" }, "pending"],
  ["an impossible date is not sent", question(T.DATEPICKER), { kind: "date", date: "2026-02-30" }, null, "unanswered"],
  ["radio: one answer", question(T.RADIO, ["a", "b"]), { kind: "choice", optionId: "a" }, { answers: [{ optionId: "a" }] }, "correct"],
  [
    "checkbox: a list, duplicates dropped",
    question(T.CHECKBOX, ["a", "b", "c"]),
    { kind: "choices", optionIds: ["a", "a", "b"] },
    { answers: [{ optionId: "a" }, { optionId: "b" }] },
    "correct",
  ],
  ["check: a list", question(T.CHECK, ["a"]), { kind: "choices", optionIds: ["a"] }, { answers: [{ optionId: "a" }] }, "correct"],
  [
    "address: parts joined with a slash plus the detail",
    question(T.ADDRESS),
    { kind: "address", parts: ["广东", " 深圳 ", ""], detail: "1 Road" },
    { answerContent: "广东/深圳", customAnswerContent: "1 Road" },
    "pending",
  ],
  ["an unanswered question is not sent", question(T.TXT_SINGLE), { kind: "text", text: "  " }, null, "unanswered"],
];

describe("exam answers: §5 serialization, then scoring", () => {
  it.each(CASES)("%s", (_case, paperQuestion, input, serialized, mark) => {
    const answers = serializeAnswers([paperQuestion], { q: input });
    expect(answers).toEqual(serialized === null ? [] : [{ questionId: "q", questionType: paperQuestion.questionType, ...serialized }]);
    const key =
      paperQuestion.options.length > 0
        ? ["a", "b"].slice(0, paperQuestion.questionType === T.RADIO || paperQuestion.questionType === T.CHECK ? 1 : 2)
        : [];
    const scored = scoreExam([{ questionId: "q", questionType: paperQuestion.questionType, points: 2, correctOptionIds: key }], answers);
    expect(scored.questions[0]?.mark).toBe(mark);
  });
});
