import { QUESTION_TYPE } from "@livehall/domain";
import type { QuestionDTO, QuestionnaireDTO, QuestionOptionDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

const ALL_TYPES = Object.values(QUESTION_TYPE);
/** Types whose answers pick options, so the question must list some. */
const OPTION_TYPES: readonly number[] = [QUESTION_TYPE.RADIO, QUESTION_TYPE.CHECKBOX, QUESTION_TYPE.CHECK];
/** Types whose answer can be verified with a code (smsVerifyFlag). */
const VERIFIABLE_TYPES: readonly number[] = [QUESTION_TYPE.PHONE, QUESTION_TYPE.EMAIL];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID_HINT = "1 to 64 letters, digits, '_' or '-'";

function requireUnique(values: readonly string[], field: string): void {
  const twice = values.find((value, index) => values.indexOf(value) !== index);
  if (twice !== undefined) throw new DefinitionError(field, `${twice} appears twice`);
}

function parseOption(reader: DefinitionReader): QuestionOptionDTO {
  return { optionId: reader.string("optionId", { pattern: ID, hint: ID_HINT }), optionContent: reader.string("optionContent") };
}

function parseQuestion(reader: DefinitionReader, index: number): QuestionDTO {
  const questionType = reader.integer("questionType", ALL_TYPES);
  const options = reader.objects("options", { optional: true }).map(parseOption);
  requireUnique(
    options.map((option) => option.optionId),
    `${reader.fieldPath("options")}[].optionId`,
  );
  if (OPTION_TYPES.includes(questionType) && options.length === 0) {
    throw new DefinitionError(reader.fieldPath("options"), `must not be empty for question type ${questionType}`);
  }
  if (!OPTION_TYPES.includes(questionType) && options.length > 0) {
    throw new DefinitionError(reader.fieldPath("options"), `must be absent for question type ${questionType} (no options)`);
  }
  const restricted = reader.count("questionOptionRestricted", 0, 100);
  if (restricted > 0 && (questionType !== QUESTION_TYPE.CHECKBOX || restricted > options.length)) {
    throw new DefinitionError(
      reader.fieldPath("questionOptionRestricted"),
      "is only for checkbox questions, at most the number of options",
    );
  }
  const smsVerifyFlag = reader.optionalInteger("smsVerifyFlag", [0, 1], 0);
  if (smsVerifyFlag === 1 && !VERIFIABLE_TYPES.includes(questionType)) {
    throw new DefinitionError(reader.fieldPath("smsVerifyFlag"), "is only for phone (2) and email (3) questions");
  }
  return {
    questionId: reader.string("questionId", { pattern: ID, hint: ID_HINT }),
    questionHeading: reader.string("questionHeading"),
    questionType,
    requiredFlag: reader.optionalInteger("requiredFlag", [0, 1], 0),
    questionOrder: reader.count("questionOrder", index + 1, 10_000),
    questionOptionRestricted: restricted,
    smsVerifyFlag,
    options,
  };
}

function parseQuestionnaire(reader: DefinitionReader): QuestionnaireDTO {
  const questions = reader.objects("questions", { nonEmpty: true }).map(parseQuestion);
  requireUnique(
    questions.map((question) => question.questionId),
    `${reader.fieldPath("questions")}[].questionId`,
  );
  return {
    questionnaireId: reader.string("questionnaireId", { pattern: ID, hint: ID_HINT }),
    questionnaireName: reader.string("questionnaireName"),
    questions: [...questions].sort((a, b) => a.questionOrder - b.questionOrder),
  };
}

/**
 * Reads the optional `questionnaires` list (QuestionDTO shape per question): types 1–10, options
 * exactly for radio/checkbox/check, smsVerifyFlag only for phone/email; ids unique.
 */
export function parseQuestionnaires(root: DefinitionReader): QuestionnaireDTO[] {
  const questionnaires = root.objects("questionnaires", { optional: true }).map(parseQuestionnaire);
  requireUnique(
    questionnaires.map((q) => q.questionnaireId),
    "questionnaires[].questionnaireId",
  );
  return questionnaires;
}
