import { randomUUID } from "node:crypto";
import {
  COLLECT_FORM_MARKETING_KINDS,
  MARKETING_APP_TYPE,
  marketingPrimaryType,
  QUESTION_TYPE,
  type MarketingAppType,
} from "@livehall/domain";
import type { MarketingJumpEntryDTO, QuestionDTO } from "@livehall/wire";
import { isHttpUrl } from "../../services/call-to-actions";
import { characterCount, isWellFormedText } from "../../services/text-length";
import { MATERIAL_FILE_NAME, type MaterialCatalog } from "./marketing-files";

/** Limits of a marketing tool (decision 0031). */
export const MARKETING_LIMITS = {
  toolsPerRoom: 30,
  name: 100,
  description: 500,
  jumpEntries: 5,
  jumpDetail: 2048,
  questions: 30,
  heading: 200,
  options: 20,
  option: 100,
  files: 10,
} as const;

/** A tool as an organiser gives it (admin API, CLI JSON file, event definition). */
export interface MarketingAppInput {
  readonly marketingAppId?: string | undefined;
  readonly marketingAppType: number;
  readonly marketingAppName: string;
  readonly description?: string | undefined;
  readonly jumpUrlDetail?: readonly { readonly jumpUrlType: number; readonly jumpUrlDetail: string }[] | undefined;
  readonly questions?: readonly QuestionInput[] | undefined;
  readonly files?: readonly { readonly fileId?: string | undefined; readonly fileName: string }[] | undefined;
}

export interface QuestionInput {
  readonly questionId?: string | undefined;
  readonly questionHeading: string;
  readonly questionType: number;
  readonly requiredFlag?: number | undefined;
  readonly questionOptionRestricted?: number | undefined;
  readonly smsVerifyFlag?: number | undefined;
  readonly options?: readonly { readonly optionId?: string | undefined; readonly optionContent: string }[] | undefined;
}

/** A stored file of a download tool: its id and the material's name in the catalog. */
export interface StoredFile {
  readonly fileId: string;
  readonly fileName: string;
}

/** The tool as stored (`marketing_apps.definition` holds everything but id, type and name). */
export interface MarketingDefinition {
  readonly marketingAppId: string;
  readonly marketingAppType: MarketingAppType;
  readonly marketingAppName: string;
  readonly description: string;
  readonly jumpUrlDetail: readonly MarketingJumpEntryDTO[];
  readonly questions: readonly QuestionDTO[];
  readonly files: readonly StoredFile[];
}

/** A mistake in a tool: the field path and what is wrong (answered as 100400). */
export class MarketingInputError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CONTROL = /\p{Cc}/u;
const APP_TYPES: readonly number[] = Object.values(MARKETING_APP_TYPE);

function text(value: string, field: string, max: number, { allowEmpty = false } = {}): string {
  const trimmed = value.trim();
  const length = characterCount(trimmed);
  if (length === 0 && !allowEmpty) throw new MarketingInputError(field, "must not be empty");
  if (length > max) throw new MarketingInputError(field, `must be at most ${max} characters`);
  if (CONTROL.test(trimmed) || !isWellFormedText(trimmed))
    throw new MarketingInputError(field, "must be plain text without control characters");
  return trimmed;
}

function id(value: string | undefined, field: string, fallback: string): string {
  if (value === undefined) return fallback;
  if (!ID.test(value)) throw new MarketingInputError(field, "must be 1-64 letters, digits, '_' or '-'");
  return value;
}

function unique(ids: readonly string[], field: string): void {
  const twice = ids.find((value, index) => ids.indexOf(value) !== index);
  if (twice !== undefined) throw new MarketingInputError(field, `${twice} appears twice`);
}

const isFormKind = (type: number): boolean =>
  type === MARKETING_APP_TYPE.COLLECT_FORM || COLLECT_FORM_MARKETING_KINDS.includes(type as MarketingAppType);

/** The tool's primary type for tracking: 0 for every collect-form kind, else its own type (decision 0031). */
export const primaryTypeOf = (type: number): number => marketingPrimaryType(type);

function checkQuestion(input: QuestionInput, index: number): QuestionDTO {
  const at = `questions.${index}`;
  if (!Number.isInteger(input.questionType) || input.questionType < 1 || input.questionType > 10)
    throw new MarketingInputError(`${at}.questionType`, "must be a §3 question type 1-10");
  const choice = ([QUESTION_TYPE.RADIO, QUESTION_TYPE.CHECKBOX, QUESTION_TYPE.CHECK] as number[]).includes(input.questionType);
  const options = (input.options ?? []).map((option, n) => ({
    optionId: id(option.optionId, `${at}.options.${n}.optionId`, `o${n + 1}`),
    optionContent: text(option.optionContent, `${at}.options.${n}.optionContent`, MARKETING_LIMITS.option),
  }));
  if (choice && options.length === 0) throw new MarketingInputError(`${at}.options`, "a choice question needs at least one option");
  if (!choice && options.length > 0)
    throw new MarketingInputError(`${at}.options`, "only radio, checkbox and check questions have options");
  if (options.length > MARKETING_LIMITS.options)
    throw new MarketingInputError(`${at}.options`, `must hold at most ${MARKETING_LIMITS.options}`);
  unique(
    options.map((option) => option.optionId),
    `${at}.options[].optionId`,
  );
  const sms = input.smsVerifyFlag ?? 0;
  if (sms !== 0 && sms !== 1) throw new MarketingInputError(`${at}.smsVerifyFlag`, "must be 0 or 1");
  if (sms === 1 && input.questionType !== QUESTION_TYPE.PHONE)
    throw new MarketingInputError(`${at}.smsVerifyFlag`, "only a phone question is verified by SMS");
  const required = input.requiredFlag ?? 0;
  if (required !== 0 && required !== 1) throw new MarketingInputError(`${at}.requiredFlag`, "must be 0 or 1");
  const restricted = input.questionOptionRestricted ?? 0;
  if (!Number.isInteger(restricted) || restricted < 0 || restricted > MARKETING_LIMITS.options)
    throw new MarketingInputError(`${at}.questionOptionRestricted`, `must be a whole number from 0 to ${MARKETING_LIMITS.options}`);
  return {
    questionId: id(input.questionId, `${at}.questionId`, `q${index + 1}`),
    questionHeading: text(input.questionHeading, `${at}.questionHeading`, MARKETING_LIMITS.heading),
    questionType: input.questionType,
    requiredFlag: required,
    questionOrder: index + 1,
    questionOptionRestricted: input.questionType === QUESTION_TYPE.CHECKBOX ? restricted : 0,
    smsVerifyFlag: sms,
    options,
  };
}

function checkJumpEntries(input: MarketingAppInput): MarketingJumpEntryDTO[] {
  const entries = input.jumpUrlDetail ?? [];
  if (entries.length > MARKETING_LIMITS.jumpEntries)
    throw new MarketingInputError("jumpUrlDetail", `must hold at most ${MARKETING_LIMITS.jumpEntries} entries`);
  return entries.map((entry, index) => {
    const at = `jumpUrlDetail.${index}`;
    if (entry.jumpUrlType !== 1 && entry.jumpUrlType !== 2)
      throw new MarketingInputError(`${at}.jumpUrlType`, "must be 1 (qrcode) or 2 (url)");
    const detail = text(entry.jumpUrlDetail, `${at}.jumpUrlDetail`, MARKETING_LIMITS.jumpDetail);
    if (entry.jumpUrlType === 2 && !isHttpUrl(detail))
      throw new MarketingInputError(`${at}.jumpUrlDetail`, "a url entry must be an absolute http:// or https:// URL");
    if (input.marketingAppType === MARKETING_APP_TYPE.CODE_ATTENTION && entry.jumpUrlType !== 1)
      throw new MarketingInputError(`${at}.jumpUrlType`, "a code attention tool shows QR codes (1) only");
    return { jumpUrlType: entry.jumpUrlType, jumpUrlDetail: detail };
  });
}

/**
 * Checks an organiser's tool and completes it (ids generated where absent; question order by
 * position). Per type: a collect form (0–5) asks at least one question and has no files or jump
 * entries; a download (6) names 1–10 files present in the materials folder and may ask questions;
 * code attention (7) shows 1–5 QR codes; customer service (8) has 1–5 entries, its URLs http(s).
 * Throws {@link MarketingInputError} naming the field.
 */
export function checkMarketingApp(input: MarketingAppInput, materials: MaterialCatalog): MarketingDefinition {
  if (!APP_TYPES.includes(input.marketingAppType)) throw new MarketingInputError("marketingAppType", "must be a §3 marketing app type 0-8");
  const type = input.marketingAppType as MarketingAppType;
  const questionInputs = input.questions ?? [];
  if (questionInputs.length > MARKETING_LIMITS.questions)
    throw new MarketingInputError("questions", `must hold at most ${MARKETING_LIMITS.questions}`);
  const questions = questionInputs.map(checkQuestion);
  unique(
    questions.map((question) => question.questionId),
    "questions[].questionId",
  );
  const jumpUrlDetail = checkJumpEntries(input);
  const fileInputs = input.files ?? [];
  if (fileInputs.length > MARKETING_LIMITS.files) throw new MarketingInputError("files", `must hold at most ${MARKETING_LIMITS.files}`);
  const files = fileInputs.map((file, index) => {
    const at = `files.${index}`;
    if (!MATERIAL_FILE_NAME.test(file.fileName) || materials.find(file.fileName) === null)
      throw new MarketingInputError(`${at}.fileName`, "must name a file in the server's materials folder (plain name, no folders)");
    return { fileId: id(file.fileId, `${at}.fileId`, `f${index + 1}`), fileName: file.fileName };
  });
  unique(
    files.map((file) => file.fileId),
    "files[].fileId",
  );
  if (isFormKind(type)) {
    if (questions.length === 0) throw new MarketingInputError("questions", "a collect form asks at least one question");
    if (files.length > 0 || jumpUrlDetail.length > 0) throw new MarketingInputError("files", "a collect form has no files or jump entries");
  } else if (type === MARKETING_APP_TYPE.DOWNLOAD_MATERIALS) {
    if (files.length === 0) throw new MarketingInputError("files", "a download offers at least one file");
    if (jumpUrlDetail.length > 0) throw new MarketingInputError("jumpUrlDetail", "a download has no jump entries");
  } else {
    if (jumpUrlDetail.length === 0) throw new MarketingInputError("jumpUrlDetail", "needs at least one entry");
    if (questions.length > 0 || files.length > 0)
      throw new MarketingInputError("questions", "only forms and downloads ask questions or offer files");
  }
  return {
    marketingAppId: id(input.marketingAppId, "marketingAppId", randomUUID()),
    marketingAppType: type,
    marketingAppName: text(input.marketingAppName, "marketingAppName", MARKETING_LIMITS.name),
    description: text(input.description ?? "", "description", MARKETING_LIMITS.description, { allowEmpty: true }),
    jumpUrlDetail,
    questions,
    files,
  };
}
