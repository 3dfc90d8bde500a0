import type { Question, QuestionOption, Questionnaire, SerializedAnswer } from "@livehall/domain";
import type { AnswerDTO, QuestionDTO, QuestionOptionDTO, QuestionnaireDTO } from "@livehall/wire";
import { flagOn, list, loose, num, text } from "../api/loose";

const isObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

function mapOption(entry: unknown): QuestionOption {
  const dto = loose<QuestionOptionDTO>(entry);
  return { optionId: text(dto.optionId), content: text(dto.optionContent) };
}

export function mapQuestion(entry: unknown): Question {
  const dto = loose<QuestionDTO>(entry);
  return {
    questionId: text(dto.questionId),
    heading: text(dto.questionHeading),
    questionType: num(dto.questionType),
    required: flagOn(dto.requiredFlag),
    order: num(dto.questionOrder),
    optionLimit: Math.max(0, num(dto.questionOptionRestricted)),
    verify: flagOn(dto.smsVerifyFlag),
    options: list(dto.options).filter(isObject).map(mapOption),
  };
}

/**
 * GET /events/viewer-questionnaires → Questionnaire: questions sorted by their order (stable for
 * equal orders), flags to booleans. Entries that are not objects or have no id are dropped;
 * other missing fields get empty defaults.
 */
export function mapQuestionnaire(data: unknown): Questionnaire {
  const dto = loose<QuestionnaireDTO>(data);
  const questions = list(dto.questions)
    .filter(isObject)
    .map(mapQuestion)
    .filter((question) => question.questionId !== "")
    .sort((a, b) => a.order - b.order);
  return { questionnaireId: text(dto.questionnaireId), name: text(dto.questionnaireName), questions };
}

/** One serialized answer (§5) as the wire's AnswerDTO: optional fields only when present. */
export function answerDTO(answer: SerializedAnswer): AnswerDTO {
  return {
    questionId: answer.questionId,
    questionType: answer.questionType,
    ...(answer.answerContent === undefined ? {} : { answerContent: answer.answerContent }),
    ...(answer.customAnswerContent === undefined ? {} : { customAnswerContent: answer.customAnswerContent }),
    ...(answer.answers === undefined
      ? {}
      : {
          answers: answer.answers.map((choice) => ({
            optionId: choice.optionId,
            ...(choice.answerContent === undefined ? {} : { answerContent: choice.answerContent }),
          })),
        }),
    ...(answer.verifyCode === undefined ? {} : { verifyCode: answer.verifyCode }),
  };
}
