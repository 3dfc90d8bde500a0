import { QUESTION_TYPE, nameHiddenCharacter, textHiddenCharacter } from "@livehall/domain";
import type { AnswerDTO, QuestionDTO } from "@livehall/wire";
import { isEmail, isMobile } from "./accounts";
import { characterCount } from "./text-length";

/** Longest text accepted per text-like question type (characters). */
const TEXT_LIMITS: Readonly<Record<number, number>> = {
  [QUESTION_TYPE.NAME]: 50,
  [QUESTION_TYPE.PHONE]: 20,
  [QUESTION_TYPE.EMAIL]: 254,
  [QUESTION_TYPE.TXT_SINGLE]: 200,
  [QUESTION_TYPE.TXT_MULTI]: 2000,
  [QUESTION_TYPE.ADDRESS]: 200,
};
const ADDRESS_DETAIL_LIMIT = 200;
const ADDRESS_PARTS_LIMIT = 6;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An answer that does not fit its question: the message names the question (body 100109). */
export class AnswerProblem extends Error {
  constructor(
    readonly question: QuestionDTO | null,
    problem: string,
  ) {
    super(question ? `「${question.questionHeading}」${problem}` : problem);
    this.name = "AnswerProblem";
  }
}

/** A validated answer: its question and the answer as it will be stored. */
export interface CheckedAnswer {
  readonly question: QuestionDTO;
  readonly answer: AnswerDTO;
  /** Text of text-like answers (trimmed), "" when unanswered. */
  readonly text: string;
}

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The option ids an answer picks, checked against the question's options (no repeats). */
function pickedOptions(question: QuestionDTO, answer: AnswerDTO): string[] {
  const picked = (answer.answers ?? []).map((choice) => choice.optionId);
  const known = new Set(question.options.map((option) => option.optionId));
  const unknown = picked.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AnswerProblem(question, `没有选项 ${unknown}`);
  if (new Set(picked).size !== picked.length) throw new AnswerProblem(question, "同一选项选了两次");
  return picked;
}

/** Checks one answer against its question; answers the trimmed text ("" when empty). */
function checkAnswer(question: QuestionDTO, answer: AnswerDTO): string {
  const required = question.requiredFlag === 1;
  const text = (answer.answerContent ?? "").trim();
  switch (question.questionType) {
    case QUESTION_TYPE.RADIO: {
      const picked = pickedOptions(question, answer);
      if (picked.length > 1) throw new AnswerProblem(question, "只能选一项");
      if (required && picked.length === 0) throw new AnswerProblem(question, "为必填项");
      return "";
    }
    case QUESTION_TYPE.CHECKBOX:
    case QUESTION_TYPE.CHECK: {
      const picked = pickedOptions(question, answer);
      if (required && picked.length === 0) throw new AnswerProblem(question, "为必填项");
      const limit = question.questionOptionRestricted;
      if (question.questionType === QUESTION_TYPE.CHECKBOX && limit > 0 && picked.length > limit) {
        throw new AnswerProblem(question, `最多选 ${limit} 项`);
      }
      return "";
    }
    case QUESTION_TYPE.DATEPICKER:
      if (text !== "" && !isRealDate(text)) throw new AnswerProblem(question, "日期格式应为 YYYY-MM-DD");
      break;
    case QUESTION_TYPE.ADDRESS: {
      const parts = text === "" ? [] : text.split("/");
      if (parts.length > ADDRESS_PARTS_LIMIT || parts.some((part) => part.trim() === "")) {
        throw new AnswerProblem(question, "地址格式不正确");
      }
      if ((answer.customAnswerContent ?? "").length > ADDRESS_DETAIL_LIMIT) throw new AnswerProblem(question, "详细地址过长");
      if (required && text === "") throw new AnswerProblem(question, "为必填项");
      return text;
    }
    case QUESTION_TYPE.EMAIL:
      if (text !== "" && !isEmail(text)) throw new AnswerProblem(question, "邮箱格式不正确");
      break;
    case QUESTION_TYPE.PHONE:
      if (text !== "" && !isMobile(text)) throw new AnswerProblem(question, "手机号格式不正确");
      break;
    default:
      break;
  }
  if (required && text === "") throw new AnswerProblem(question, "为必填项");
  if (characterCount(text) > (TEXT_LIMITS[question.questionType] ?? 200)) throw new AnswerProblem(question, "内容过长");
  const visible = question.questionType === QUESTION_TYPE.TXT_MULTI ? text.replace(/[\n\r\t]/g, "") : text;
  if (/\p{Cc}/u.test(visible)) throw new AnswerProblem(question, "含有控制字符");
  // Decision 0062: a name field is a name (no bidi control, no zero-width), other text free text.
  const hidden = question.questionType === QUESTION_TYPE.NAME ? nameHiddenCharacter(text) : textHiddenCharacter(text);
  if (hidden !== null) throw new AnswerProblem(question, "含有不可见字符或改变文字方向的字符");
  return text;
}

/**
 * Validates sign-up answers (§5 serialization) against the questionnaire: every answer names a
 * question once with its type; required questions are answered; email and phone have their
 * shapes; a date is YYYY-MM-DD or empty; radio picks at most one of its options; checkbox and
 * check pick their own options (checkbox at most `questionOptionRestricted`); an address is parts
 * joined by "/" plus a detail line. Throws {@link AnswerProblem} naming the first question that
 * fails. Code verification (smsVerifyFlag) is the caller's: it needs the code store.
 */
export function checkAnswers(questions: readonly QuestionDTO[], answers: readonly AnswerDTO[]): CheckedAnswer[] {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw new AnswerProblem(null, `Unknown question ${answer.questionId}`);
    if (question.questionType !== answer.questionType) throw new AnswerProblem(question, "题型不符");
    if (seen.has(answer.questionId)) throw new AnswerProblem(question, "回答了两次");
    seen.add(answer.questionId);
  }
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  return questions.map((question) => {
    const answer = given.get(question.questionId) ?? { questionId: question.questionId, questionType: question.questionType };
    return { question, answer, text: checkAnswer(question, answer) };
  });
}
