import { QUESTION_TYPE, inputKindOf, type AnswerInput, type Question } from "@livehall/domain";

/** The address parts the form asks for, in order (§5: joined with "/"). */
export const ADDRESS_PARTS = ["province", "city", "district"] as const;

/** Whether the answer must be confirmed with a code sent to it (a PHONE or EMAIL question with smsVerifyFlag). */
export function needsCode(question: Question): boolean {
  return question.verify && (question.questionType === QUESTION_TYPE.PHONE || question.questionType === QUESTION_TYPE.EMAIL);
}

/** The answer a question starts with before the viewer types: empty, of its type's kind; null for an unknown type. */
export function emptyAnswer(question: Question): AnswerInput | null {
  switch (inputKindOf(question.questionType)) {
    case "text":
      return needsCode(question) ? { kind: "text", text: "", verifyCode: "" } : { kind: "text", text: "" };
    case "date":
      return { kind: "date", date: "" };
    case "choice":
      return { kind: "choice", optionId: null };
    case "choices":
      return { kind: "choices", optionIds: [] };
    case "address":
      return { kind: "address", parts: ADDRESS_PARTS.map(() => ""), detail: "" };
    case undefined:
      return null;
  }
}

/** Every known question's empty answer, keyed by questionId. */
export function emptyAnswers(questions: readonly Question[]): Record<string, AnswerInput> {
  const answers: Record<string, AnswerInput> = {};
  for (const question of questions) {
    const answer = emptyAnswer(question);
    if (answer !== null) answers[question.questionId] = answer;
  }
  return answers;
}
