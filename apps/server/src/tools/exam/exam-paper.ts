import { isAutoScored, QUESTION_TYPE } from "@livehall/domain";
import {
  MAX_EXAM_OPTIONS,
  MAX_EXAM_POINTS,
  MAX_EXAM_QUESTIONS,
  MAX_EXAM_SECONDS,
  MIN_EXAM_SECONDS,
  type ExamQuestionDTO,
  type ExamQuestionInputDTO,
  type StartExamRequestDTO,
} from "@livehall/wire";
import { badParameter } from "../../http/api-error";
import { checkQaText } from "../qa/qa-rules";

/** One stored question: what viewers see plus the key. */
export interface PaperQuestion extends ExamQuestionDTO {
  correctOptionIds: string[];
}

/** A checked paper, ready to store. */
export interface CheckedPaper {
  readonly title: string;
  readonly seconds: number;
  readonly questions: readonly PaperQuestion[];
  /** "ID viewers only" (decision 0060). */
  readonly idViewersOnly: boolean;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KNOWN_TYPES = new Set<number>(Object.values(QUESTION_TYPE));

function checkId(value: string | undefined, fallback: string, field: string): string {
  if (value === undefined) return fallback;
  if (!ID.test(value)) throw badParameter(`Invalid body field '${field}': 1-64 letters, digits, '_' or '-'`);
  return value;
}

function checkQuestion(input: ExamQuestionInputDTO, index: number): PaperQuestion {
  const field = `questions[${index}].`;
  if (!KNOWN_TYPES.has(input.questionType)) throw badParameter(`Invalid body field '${field}questionType': a §3 question type 1-10`);
  const questionId = checkId(input.questionId, `q${index + 1}`, `${field}questionId`);
  const questionHeading = checkQaText(input.questionHeading, 500, `${field}questionHeading`);
  const choice = isAutoScored(input.questionType);
  const given = input.options ?? [];
  if (!choice && given.length > 0) throw badParameter(`Invalid body field '${field}options': only radio, checkbox and check have options`);
  const minimum = input.questionType === QUESTION_TYPE.CHECK ? 1 : 2;
  if (choice && given.length < minimum) throw badParameter(`Invalid body field '${field}options': at least ${minimum} options`);
  const options = given.map((option, at) => ({
    optionId: checkId(option.optionId, `o${at + 1}`, `${field}options[${at}].optionId`),
    optionContent: checkQaText(option.optionContent, 200, `${field}options[${at}].optionContent`),
  }));
  if (new Set(options.map((option) => option.optionId)).size !== options.length) {
    throw badParameter(`Invalid body field '${field}options': option ids must be unique`);
  }
  const correctOptionIds = options.filter((_option, at) => given[at]?.correct === true).map((option) => option.optionId);
  if (input.questionType === QUESTION_TYPE.RADIO && correctOptionIds.length !== 1) {
    throw badParameter(`Invalid body field '${field}options': a radio question has exactly one correct option`);
  }
  if (choice && correctOptionIds.length === 0) throw badParameter(`Invalid body field '${field}options': mark the correct options`);
  const limit = input.questionOptionRestricted ?? 0;
  if (input.questionType === QUESTION_TYPE.CHECKBOX && limit > 0 && limit < correctOptionIds.length) {
    throw badParameter(`Invalid body field '${field}questionOptionRestricted': fewer than the correct options`);
  }
  return {
    questionId,
    questionHeading,
    questionType: input.questionType,
    requiredFlag: input.requiredFlag ?? 0,
    questionOrder: index + 1,
    questionOptionRestricted: input.questionType === QUESTION_TYPE.CHECKBOX ? limit : 0,
    smsVerifyFlag: 0,
    options,
    points: input.points ?? (choice ? 1 : 0),
    correctOptionIds,
  };
}

/**
 * Checks an organiser's paper (decision 0029) and completes it: ids made where absent (`q1…`,
 * `o1…`), the §3 type known, options only on radio / checkbox / check (a radio has exactly one
 * correct option, the others at least one), points 0–MAX_EXAM_POINTS (default 1 for choice, 0
 * for text), the time limit MIN–MAX_EXAM_SECONDS. Throws 100400 naming the field.
 */
export function checkPaper(body: StartExamRequestDTO): CheckedPaper {
  const title = checkQaText(body.title, 200, "title");
  if (!Number.isInteger(body.seconds) || body.seconds < MIN_EXAM_SECONDS || body.seconds > MAX_EXAM_SECONDS) {
    throw badParameter(`Invalid body field 'seconds': a whole number from ${MIN_EXAM_SECONDS} to ${MAX_EXAM_SECONDS}`);
  }
  if (body.questions.length === 0 || body.questions.length > MAX_EXAM_QUESTIONS) {
    throw badParameter(`Invalid body field 'questions': 1 to ${MAX_EXAM_QUESTIONS} questions`);
  }
  const questions = body.questions.map(checkQuestion);
  if (new Set(questions.map((question) => question.questionId)).size !== questions.length) {
    throw badParameter("Invalid body field 'questions': question ids must be unique");
  }
  return { title, seconds: body.seconds, questions, idViewersOnly: body.idViewersOnly === true };
}

/** The JSON schema of the start body (lengths and counts; {@link checkPaper} checks the rest). */
export const startExamBody = {
  type: "object",
  required: ["title", "seconds", "questions"],
  properties: {
    title: { type: "string", maxLength: 1000 },
    seconds: { type: "integer" },
    idViewersOnly: { type: "boolean" },
    questions: {
      type: "array",
      maxItems: MAX_EXAM_QUESTIONS,
      items: {
        type: "object",
        required: ["questionHeading", "questionType"],
        properties: {
          questionId: { type: "string", maxLength: 64 },
          questionHeading: { type: "string", maxLength: 2000 },
          questionType: { type: "integer" },
          requiredFlag: { type: "integer", enum: [0, 1] },
          questionOptionRestricted: { type: "integer", minimum: 0, maximum: MAX_EXAM_OPTIONS },
          points: { type: "integer", minimum: 0, maximum: MAX_EXAM_POINTS },
          options: {
            type: "array",
            maxItems: MAX_EXAM_OPTIONS,
            items: {
              type: "object",
              required: ["optionContent"],
              properties: {
                optionId: { type: "string", maxLength: 64 },
                optionContent: { type: "string", maxLength: 1000 },
                correct: { type: "boolean" },
              },
            },
          },
        },
      },
    },
  },
} as const;
