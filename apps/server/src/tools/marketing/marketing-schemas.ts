import { identifier } from "../../routes/schemas";
import { MARKETING_LIMITS } from "./marketing-rules";

/** One §5 answer (checked further by checkAnswers). */
export const answerSchema = {
  type: "object",
  required: ["questionId", "questionType"],
  additionalProperties: false,
  properties: {
    questionId: identifier,
    questionType: { type: "integer", minimum: 1, maximum: 10 },
    answerContent: { type: "string", maxLength: 2000 },
    customAnswerContent: { type: "string", maxLength: 200 },
    answers: {
      type: "array",
      maxItems: MARKETING_LIMITS.options,
      items: {
        type: "object",
        required: ["optionId"],
        additionalProperties: false,
        properties: { optionId: identifier, answerContent: { type: "string", maxLength: 200 } },
      },
    },
  },
} as const;

const version = { type: "string", maxLength: 32 } as const;

/** §7 submit body. */
export const submitBody = {
  type: "object",
  required: ["code", "triggerMode", "questions"],
  additionalProperties: false,
  properties: {
    code: { type: "string", maxLength: 16 },
    triggerMode: { type: "string", enum: ["ACTIVE", "PASSIVE"] },
    questions: { type: "array", maxItems: MARKETING_LIMITS.questions, items: answerSchema },
    privacyPolicyVersion: version,
    userAgreementVersion: version,
    privacyPolicyLanguageType: version,
    userAgreementLanguageType: version,
    callToActionSn: identifier,
    callToActionId: identifier,
  },
} as const;

/** §7 buried-dots body. */
export const triggerBody = {
  type: "object",
  required: ["marketingAppId", "triggerMode", "marketingAppPrimaryType"],
  additionalProperties: false,
  properties: {
    marketingAppId: identifier,
    triggerMode: { type: "string", enum: ["ACTIVE", "PASSIVE"] },
    marketingAppPrimaryType: { type: "integer", minimum: 0, maximum: 8 },
    callToActionId: identifier,
  },
} as const;

/** Our verification-code body. */
export const codeBody = {
  type: "object",
  required: ["account"],
  additionalProperties: false,
  properties: { account: { type: "string", minLength: 1, maxLength: 32 } },
} as const;
