import type { QaChange, QaQuestionData } from "@livehall/application";
import type { QuestionAnswerBody, QuestionItemDTO } from "@livehall/wire";
import { flagOn, loose, num, text } from "../../api/loose";

const CHANGES: readonly QaChange[] = ["asked", "upVoted", "answered", "marked"];

/**
 * One question (the wire's `QuestionItemDTO`) in the application's words; null without an id or
 * text. Never throws: loose fields get empty defaults, an answer that is not text is none.
 */
export function parseQuestion(body: unknown): QaQuestionData | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const dto = loose<QuestionItemDTO>(body);
  const questionId = text(dto.questionId);
  if (questionId === "" || typeof dto.content !== "string") return null;
  return {
    questionId,
    askerId: typeof dto.askerId === "number" ? String(dto.askerId) : text(dto.askerId),
    nickname: text(dto.nickName),
    content: dto.content,
    askTime: num(dto.askTime),
    upVotes: Math.max(0, num(dto.upVotes)),
    upVoted: flagOn(dto.upVotedFlag),
    answered: flagOn(dto.answeredFlag),
    answer: typeof dto.answer === "string" ? dto.answer : null,
    privateAnswer: flagOn(dto.privateAnswerFlag),
  };
}

/** QUESTION_ANSWER push: what happened and the question; null when either is unreadable. */
export function parseQuestionAnswerPush(body: unknown): { change: QaChange; question: QaQuestionData } | null {
  const dto = loose<QuestionAnswerBody>(body);
  const change = CHANGES.find((known) => known === dto.type);
  const question = parseQuestion(dto.question);
  return change && question ? { change, question } : null;
}
