/**
 * The domain's view of the access gate and login data (§3 Agreements, Question, Identity config,
 * WeChat login result). Infrastructure maps the wire DTOs into these.
 */

/** A proof-of-work captcha to solve before a gate, code or login request (decision 0012). */
export interface CaptchaChallenge {
  readonly algorithm: "SHA-256";
  readonly challenge: string;
  readonly salt: string;
  readonly maxNumber: number;
  readonly signature: string;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** A solved captcha, sent back as the `captcha` params (all strings). */
export interface CaptchaSolution {
  readonly algorithm: string;
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly number: string;
}

/** A login identity the event offers (identityType 1 mobile, 2 email, 3 wechat, 4 external). */
export interface IdentityConfig {
  readonly identityType: number;
  readonly enabled: boolean;
}

export interface Agreement {
  readonly version: string;
  readonly url: string;
  readonly isDefault: boolean;
  readonly languageType: string;
  /** 1 privacy, 2 user. */
  readonly agreementType: number;
}

/** §3 Agreements. */
export interface Agreements {
  readonly cookieFlag: boolean;
  readonly privacyPolicyFlag: boolean;
  readonly userAgreementFlag: boolean;
  readonly privacyPolicies: readonly Agreement[];
  readonly userAgreements: readonly Agreement[];
  readonly defaultAgreementUrl: string;
}

export interface QuestionOption {
  readonly optionId: string;
  readonly content: string;
}

/** §3 Question (of a sign-up questionnaire or a collect form). */
export interface Question {
  readonly questionId: string;
  readonly heading: string;
  /** §3 question type number 1–10. */
  readonly questionType: number;
  readonly required: boolean;
  readonly order: number;
  /** Checkbox: at most this many options (0 = no limit). */
  readonly optionLimit: number;
  /** Phone/email answers must be verified with a code. */
  readonly verify: boolean;
  readonly options: readonly QuestionOption[];
}

export interface Questionnaire {
  readonly questionnaireId: string;
  readonly name: string;
  /** Sorted by order. */
  readonly questions: readonly Question[];
}

/**
 * What the viewer entered for one question, before serialization (§5). Text types, phone, email
 * and name use `text`; date uses `date` ("YYYY-MM-DD" or ""); radio `optionId`; checkbox and check
 * `optionIds`; address `parts` (province/city/district…) plus `detail`.
 */
export type AnswerInput =
  | { readonly kind: "text"; readonly text: string; readonly verifyCode?: string }
  | { readonly kind: "date"; readonly date: string }
  | { readonly kind: "choice"; readonly optionId: string | null }
  | { readonly kind: "choices"; readonly optionIds: readonly string[] }
  | { readonly kind: "address"; readonly parts: readonly string[]; readonly detail: string };

/** One answer as submitted (§5 serialization); mirrors the wire AnswerDTO. */
export interface SerializedAnswer {
  readonly questionId: string;
  readonly questionType: number;
  readonly answerContent?: string;
  readonly customAnswerContent?: string;
  readonly answers?: readonly { readonly optionId: string; readonly answerContent?: string }[];
  readonly verifyCode?: string;
}

/** A WeChat login outcome (§3 WeChat login result 1–16). */
export interface WechatLoginOutcome {
  readonly loginType: number;
  /** Set when loginType is 2 (logged in). */
  readonly tokens: import("../models").TokenRecord | null;
  /** Where to go for more user info (loginType 14). */
  readonly authUrl: string;
  /** The server's message for error types. */
  readonly message: string;
}
