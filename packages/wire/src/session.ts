/*
 * Wire shapes of the access gate, login and session calls (§7 "Session and login", §3). Where the
 * spec says "payload not shown" the shape here is ours; docs/decisions/0012-access-and-login-wire.md
 * explains each choice. Client and server both import these.
 */
import type { AuthResultDTO } from "./event";

/**
 * GET /sso/captcha → data. A self-hosted proof-of-work captcha (ALTCHA scheme): find the integer
 * `number` in [0, maxNumber] with SHA-256(salt + number) = challenge (hex). The server signs the
 * challenge (HMAC) and accepts each solution once, before `expiresAt`.
 */
export interface CaptchaChallengeDTO {
  algorithm: "SHA-256";
  challenge: string;
  salt: string;
  maxNumber: number;
  signature: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * The solved captcha as sent in the `captcha` field of access auth, verification-code and
 * login-code bodies (all values strings, §7 "captcha params").
 */
export interface CaptchaSolutionDTO {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  /** The found number, decimal. */
  number: string;
}

/** GET /events/{eventId}/identity-configs → data. */
export interface IdentityConfigListDTO {
  list: IdentityConfigDTO[];
}

/** One login identity the event offers: identityType 1 mobile, 2 email, 3 wechat, 4 external. */
export interface IdentityConfigDTO {
  identityType: number;
  /** 1 = enabled. */
  identityFlag: number;
}

/**
 * POST /sso/events/audience/verification-code body ("payload not shown": ours). Sends a code to
 * `account` (a mobile number for identityType 1, an address for 2). codeType is §3 Code type
 * (2 login, 4 signup, 5 common — used by the white-list gate). Answers data null.
 */
export interface VerificationCodeRequestDTO {
  virtualEventId: string;
  account: string;
  identityType: number;
  codeType: number;
  captcha: CaptchaSolutionDTO;
}

/** POST /sso/events/login-code body (§7). Versions/languages only when the agreement's flag is set (§5). */
export interface LoginCodeRequestDTO {
  code: string;
  identityType: number;
  virtualEventNumber: string;
  account: string;
  privacyPolicyVersion?: string;
  userAgreementVersion?: string;
  privacyPolicyLanguageType?: string;
  userAgreementLanguageType?: string;
  channelNum?: string;
  sharerId?: string;
  /** Our addition: a stable id of the browser, for the §3 duplication rules. */
  browserFingerprint?: string;
  /** Our addition (decision 0012): the solved captcha; code login requires one. */
  captcha?: CaptchaSolutionDTO;
}

/** GET /tenants/agreements?tenantId=&roomId= → data (§3 Agreements). */
export interface AgreementsDTO {
  cookieFlag: number;
  privacyPolicyFlag: number;
  userAgreementFlag: number;
  privacyPolicies: AgreementDTO[];
  userAgreements: AgreementDTO[];
  defaultAgreementUrl: string;
}

export interface AgreementDTO {
  agreementVersion: string;
  agreementUrl: string;
  /** 1 = the one to use when none matches the viewer's language. */
  defaultFlag: number;
  languageType: string;
  /** §3 Agreement type: 1 privacy, 2 user. */
  agreementType: number;
}

/** PUT /events/{eventId}/audiences body (§7): the viewer's nickname. Answers data null. */
export interface NicknameRequestDTO {
  name: string;
}

/** GET /events/viewer-questionnaires?virtualEventId=&questionnaireId= → data (ours). */
export interface QuestionnaireDTO {
  questionnaireId: string;
  questionnaireName: string;
  questions: QuestionDTO[];
}

/** §3 Question. */
export interface QuestionDTO {
  questionId: string;
  questionHeading: string;
  /** §3 question type numbers 1–10. */
  questionType: number;
  requiredFlag: number;
  questionOrder: number;
  /** Checkbox: the most options a viewer may pick (0 = no limit). */
  questionOptionRestricted: number;
  /** Phone/email: 1 = the answer must be verified with a code (codeType 4 signup). */
  smsVerifyFlag: number;
  options: QuestionOptionDTO[];
}

export interface QuestionOptionDTO {
  optionId: string;
  optionContent: string;
}

/** One answered question, serialized per §5. */
export interface AnswerDTO {
  questionId: string;
  questionType: number;
  /** Text types, date (YYYY-MM-DD or ""), address (parts joined with "/"). */
  answerContent?: string;
  /** Address: the free-text detail line. */
  customAnswerContent?: string;
  /** Radio (one), checkbox and check (several). */
  answers?: { optionId: string; answerContent?: string }[];
  /** The code sent to the phone/email when the question has smsVerifyFlag. */
  verifyCode?: string;
}

/**
 * POST /events/questionnaires/answer body (ours). Signing up through the default questionnaire
 * of a signup event authenticates the viewer: data is the {@link AuthResultDTO}.
 */
export interface QuestionnaireAnswerRequestDTO {
  virtualEventId: string;
  questionnaireId: string;
  questions: AnswerDTO[];
  browserFingerprint?: string;
}
export type QuestionnaireAnswerResultDTO = AuthResultDTO;

/**
 * POST /sso/events/external/token and /sso/events/external/code body (ours, server-to-server):
 * the organiser's identity system exchanges a signed assertion for a token pair (token) or a
 * one-time hand-over code it puts in the return URL's fragment (code, decision 0023). The assertion is
 * `base64url(JSON ExternalAssertionClaims) + "." + base64url(HMAC-SHA256(secret, first part))`,
 * signed with the event's external-auth secret.
 */
export interface ExternalTokenRequestDTO {
  assertion: string;
}

/**
 * POST /sso/events/external/code (ours, server-to-server; body ExternalTokenRequestDTO) → data:
 * a one-time hand-over code for the viewer the assertion proves (decision 0023). The organiser
 * sends the viewer back to `returnUrl` with `#handOverCode=<code>` (the fragment never reaches a
 * server, log or proxy); the viewer's browser redeems it. Valid once, until `expiration` (epoch ms).
 */
export interface ExternalHandOverDTO {
  code: string;
  expiration: number;
}

/** POST /sso/events/external/redeem body (ours, the viewer's browser) → AuthResultDTO; the code works once. */
export interface ExternalRedeemRequestDTO {
  code: string;
  browserFingerprint?: string;
}

export interface ExternalAssertionClaims {
  /** The event number the viewer enters. */
  eventNumber: string;
  /** The organiser's id of the viewer (unique per organiser). */
  subject: string;
  nickname?: string;
  /** Issued at / expires at, epoch ms (at most 5 minutes apart). */
  iat: number;
  exp: number;
  /** Random, single use. */
  nonce: string;
}

/** GET /sso/wechat/sign?url=&virtualEventNumber= → data (§3 chat-app sign data). */
export interface WechatSignDTO {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * GET /sso/wechat/auth-url → data: where to send the mobile viewer for OAuth (§7). `type` is §3
 * Auth type (3 mobile, 4 mobile auto); redirectUri must lead to this site (/mobile/wechatAuthResult).
 */
export interface WechatAuthUrlDTO {
  authUrl: string;
  requestId: string;
}

/**
 * GET /sso/wechat/noauth-login-url → data: the PC QR login. `loginUrl` is what the QR code
 * encodes (opened on the phone); the page polls noauth-login-status with `requestId`.
 */
export interface WechatLoginUrlDTO {
  loginUrl: string;
  requestId: string;
}

/** POST /sso/wechat/auth body (§7). */
export interface WechatAuthRequestDTO {
  code: string;
  state: string;
  privacyPolicyVersion?: string;
  userAgreementVersion?: string;
  privacyPolicyLanguageType?: string;
  userAgreementLanguageType?: string;
}

/**
 * POST /sso/wechat/auth and GET /sso/wechat/noauth-login-status?requestId= → data. loginType is
 * §3 WeChat login result 1–16; audienceLoginBO is set when 2 (logged in); wechatAuthUrl when 14
 * (needs more user info); msg carries the server's text for the error types.
 */
export interface WechatLoginResultDTO {
  loginType: number;
  audienceLoginBO: AuthResultDTO | null;
  wechatAuthUrl: string;
  msg: string;
}

/** POST /sso/wechat/noauth-silenceAuth body → data {openId}. */
export interface WechatSilenceAuthRequestDTO {
  code: string;
  state: string;
}
export interface WechatSilenceAuthDTO {
  openId: string;
}

/**
 * POST /events/{eventId}/rooms/duration-dots body (ours): seconds watched since the last report.
 * For an anonymous trial viewer the server adds them to the trial time used and refuses the play
 * address (body code trialEnded) once the trial is spent.
 */
export interface DurationDotsRequestDTO {
  roomId: string;
  pageSession: string;
  seconds: number;
}

/** Names of the URL query parameters that may carry tokens back from external auth (§4), long and short. */
export const URL_TOKEN_PARAMS = {
  accessToken: ["accessToken", "s"],
  refreshToken: ["refreshToken", "h"],
  expiration: ["expiration", "p"],
} as const;

/**
 * The external-auth return (decision 0023): `authState` is the nonce the starting tab added to
 * `returnUrl` (query); `handOverCode` the one-time code the organiser adds in the fragment.
 */
export const HAND_OVER_PARAMS = { state: "authState", code: "handOverCode" } as const;

/** Query parameters added to an external auth `customAddress` (§2). */
export const EXTERNAL_AUTH_PARAMS = ["returnUrl", "eventNumber", "roomNumber", "channelNumber"] as const;
