import { QUESTION_TYPE } from "../enums/question";
import { dateAnswerContent } from "./answers-formats";
import type { AnswerInput, Question, SerializedAnswer } from "./login-models";

/**
 * One question's answer after trimming, or null when the viewer left it unanswered (or gave an
 * input of the wrong kind for the question type, which counts as unanswered).
 */
export type ReadAnswer =
  | { readonly shape: "text"; readonly text: string; readonly verifyCode: string }
  | { readonly shape: "date"; readonly date: string }
  | { readonly shape: "options"; readonly optionIds: readonly string[] }
  | { readonly shape: "address"; readonly parts: readonly string[]; readonly detail: string };

/** The input kind each §3 question type takes; undefined for a type we do not know. */
export function inputKindOf(questionType: number): AnswerInput["kind"] | undefined {
  switch (questionType) {
    case QUESTION_TYPE.NAME:
    case QUESTION_TYPE.PHONE:
    case QUESTION_TYPE.EMAIL:
    case QUESTION_TYPE.TXT_SINGLE:
    case QUESTION_TYPE.TXT_MULTI:
      return "text";
    case QUESTION_TYPE.DATEPICKER:
      return "date";
    case QUESTION_TYPE.RADIO:
      return "choice";
    case QUESTION_TYPE.CHECKBOX:
    case QUESTION_TYPE.CHECK:
      return "choices";
    case QUESTION_TYPE.ADDRESS:
      return "address";
    default:
      return undefined;
  }
}

/** The input given for a question (own keys only, so "constructor" is no answer). */
export function inputFor(inputs: Readonly<Record<string, AnswerInput>>, questionId: string): AnswerInput | undefined {
  return Object.hasOwn(inputs, questionId) ? inputs[questionId] : undefined;
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** What the viewer answered to one question, trimmed; null when it counts as unanswered. */
export function readAnswer(question: Question, input: AnswerInput | undefined): ReadAnswer | null {
  if (input === undefined || input.kind !== inputKindOf(question.questionType)) return null;
  switch (input.kind) {
    case "text": {
      const text = input.text.trim();
      return text ? { shape: "text", text, verifyCode: input.verifyCode?.trim() ?? "" } : null;
    }
    case "date": {
      const date = input.date.trim();
      return date ? { shape: "date", date } : null;
    }
    case "choice":
      return input.optionId ? { shape: "options", optionIds: [input.optionId] } : null;
    case "choices": {
      const optionIds = unique(input.optionIds.filter((id) => id !== ""));
      return optionIds.length > 0 ? { shape: "options", optionIds } : null;
    }
    case "address": {
      const parts = input.parts.map((part) => part.trim()).filter((part) => part !== "");
      const detail = input.detail.trim();
      return parts.length > 0 || detail ? { shape: "address", parts, detail } : null;
    }
  }
}

/** The §5 form of one read answer; null when nothing valid is left to send. */
function serializeOne(question: Question, answer: ReadAnswer): SerializedAnswer | null {
  const { questionId, questionType } = question;
  switch (answer.shape) {
    case "text":
      return answer.verifyCode
        ? { questionId, questionType, answerContent: answer.text, verifyCode: answer.verifyCode }
        : { questionId, questionType, answerContent: answer.text };
    case "date": {
      const content = dateAnswerContent(answer.date);
      return content ? { questionId, questionType, answerContent: content } : null;
    }
    case "options": {
      const known = new Set(question.options.map((option) => option.optionId));
      const chosen = answer.optionIds.filter((id) => known.has(id));
      return chosen.length > 0 ? { questionId, questionType, answers: chosen.map((optionId) => ({ optionId })) } : null;
    }
    case "address":
      return { questionId, questionType, answerContent: answer.parts.join("/"), customAnswerContent: answer.detail };
  }
}

/**
 * The answers of a sign-up (or collect) form as the server takes them (§5 "Form answers"):
 * text types (name, phone, e-mail, single and multi-line text) as trimmed `answerContent`, with
 * the `verifyCode` a verified phone/e-mail question carries; a date as "YYYY-MM-DD"; a radio as
 * one `{optionId}` answer; checkbox and check as a list of `{optionId}` answers (duplicates
 * dropped); an address as its non-empty parts joined with "/" plus the detail line as
 * `customAnswerContent`. Only answered questions are submitted, in questionnaire order: empty
 * text, no option, an empty address, an impossible date ("or empty" = not sent), an input of the
 * wrong kind and options the question does not offer all count as unanswered. Run
 * {@link validateAnswers} first so that the viewer hears about those instead.
 */
export function serializeAnswers(questions: readonly Question[], inputs: Readonly<Record<string, AnswerInput>>): SerializedAnswer[] {
  return questions.flatMap((question) => {
    const answer = readAnswer(question, inputFor(inputs, question.questionId));
    const serialized = answer ? serializeOne(question, answer) : null;
    return serialized ? [serialized] : [];
  });
}
