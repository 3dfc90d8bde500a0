import type {
  Agreements,
  CaptchaChallenge,
  CaptchaSolution,
  IdentityConfig,
  Questionnaire,
  TokenRecord,
  WechatLoginOutcome,
} from "@livehall/domain";

const option = (optionId: string, content: string) => ({ optionId, content });

/**
 * Demo answers of the form ports (captcha, login, sign-up, WeChat) as domain models, for the
 * scripted fakes and stories. Each call returns fresh objects.
 */
export const formFixtures = {
  /** The n-th challenge the captcha API hands out (distinct per n). */
  captchaChallenge: (n = 1): CaptchaChallenge => ({
    algorithm: "SHA-256",
    challenge: `challenge-${String(n)}`,
    salt: `salt-${String(n)}?expires=1893456000`,
    maxNumber: 50_000,
    signature: `signature-${String(n)}`,
    expiresAt: Date.UTC(2030, 0, 1),
  }),
  /** The solution of a challenge, as InstantCaptchaSolver finds it. */
  captchaSolution: (challenge: CaptchaChallenge): CaptchaSolution => ({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    signature: challenge.signature,
    number: "42",
  }),
  /** The event offers mobile, then e-mail (the server's default). */
  identityConfigs: (): IdentityConfig[] => [
    { identityType: 1, enabled: true },
    { identityType: 2, enabled: true },
  ],
  /** Privacy policy and user agreement in Simplified Chinese (default) and English; cookie notice off. */
  agreements: (): Agreements => ({
    cookieFlag: false,
    privacyPolicyFlag: true,
    userAgreementFlag: true,
    privacyPolicies: [
      { version: "p-2", url: "https://live.example.com/privacy/zh", isDefault: true, languageType: "zh-Hans", agreementType: 1 },
      { version: "p-2", url: "https://live.example.com/privacy/en", isDefault: false, languageType: "en", agreementType: 1 },
    ],
    userAgreements: [
      { version: "u-3", url: "https://live.example.com/terms/zh", isDefault: true, languageType: "zh-Hans", agreementType: 2 },
      { version: "u-3", url: "https://live.example.com/terms/en", isDefault: false, languageType: "en", agreementType: 2 },
    ],
    defaultAgreementUrl: "https://live.example.com/terms",
  }),
  /** A sign-up form: required name, e-mail verified by code, optional radio, checkbox (at most 2), date. */
  questionnaire: (): Questionnaire => ({
    questionnaireId: "qn-1",
    name: "报名表",
    questions: [
      { questionId: "q-name", heading: "姓名", questionType: 1, required: true, order: 1, optionLimit: 0, verify: false, options: [] },
      { questionId: "q-email", heading: "邮箱", questionType: 3, required: true, order: 2, optionLimit: 0, verify: true, options: [] },
      { questionId: "q-phone", heading: "手机", questionType: 2, required: false, order: 3, optionLimit: 0, verify: true, options: [] },
      {
        questionId: "q-role",
        heading: "身份",
        questionType: 4,
        required: false,
        order: 4,
        optionLimit: 0,
        verify: false,
        options: [option("o-dev", "开发者"), option("o-pm", "产品经理")],
      },
      {
        questionId: "q-topics",
        heading: "关注的话题",
        questionType: 5,
        required: false,
        order: 5,
        optionLimit: 2,
        verify: false,
        options: [option("o-live", "直播"), option("o-ai", "AI"), option("o-web", "Web")],
      },
      { questionId: "q-date", heading: "到场日期", questionType: 8, required: false, order: 6, optionLimit: 0, verify: false, options: [] },
    ],
  }),
  /** A token pair different from the demo auto-auth one, so tests can tell who stored it. */
  loginTokens: (): TokenRecord => ({ accessToken: "access-login", refreshToken: "refresh-login", expiration: Date.UTC(2030, 0, 2) }),
  /** A WeChat login outcome of the given loginType (tokens for 2, auth url for 14). */
  wechatOutcome: (loginType: number, message = ""): WechatLoginOutcome => ({
    loginType,
    tokens: loginType === 2 ? { accessToken: "access-wechat", refreshToken: "refresh-wechat", expiration: Date.UTC(2030, 0, 3) } : null,
    authUrl: loginType === 14 ? "https://open.weixin.example/connect/oauth2/authorize?scope=snsapi_userinfo" : "",
    message,
  }),
};
