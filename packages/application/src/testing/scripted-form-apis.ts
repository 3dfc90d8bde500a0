import type { CaptchaChallenge, CaptchaSolution, SerializedAnswer } from "@livehall/domain";
import type { CaptchaApi, CaptchaSolver } from "../access/ports";
import type { CodeLoginRequest, LoginApi, VerificationCodeRequest } from "../login/ports";
import type { SignupApi } from "../signup/ports";
import type { WechatApi, WechatAuthRequest, WechatAuthUrlRequest } from "../wechat/ports";
import { formFixtures } from "./form-fixtures";
import { ScriptedPort, type PortScript } from "./scripted-port";

/** A LoginApi answering the demo event (mobile + e-mail, agreements on) unless told otherwise. */
export class ScriptedLoginApi extends ScriptedPort<LoginApi> implements LoginApi {
  constructor(overrides: Partial<PortScript<LoginApi>> = {}) {
    super(
      {
        getIdentityConfigs: formFixtures.identityConfigs(),
        sendVerificationCode: undefined,
        loginWithCode: formFixtures.loginTokens(),
        getAgreements: formFixtures.agreements(),
        setNickname: undefined,
      },
      overrides,
    );
  }
  getIdentityConfigs(eventId: string) {
    return this.answer("getIdentityConfigs", [eventId]);
  }
  sendVerificationCode(request: VerificationCodeRequest) {
    return this.answer("sendVerificationCode", [request]);
  }
  loginWithCode(request: CodeLoginRequest) {
    return this.answer("loginWithCode", [request]);
  }
  getAgreements(tenantId: string, roomId?: string) {
    return this.answer("getAgreements", roomId === undefined ? [tenantId] : [tenantId, roomId]);
  }
  setNickname(eventId: string, name: string) {
    return this.answer("setNickname", [eventId, name]);
  }
}

/** A SignupApi answering the demo questionnaire and a token pair unless told otherwise. */
export class ScriptedSignupApi extends ScriptedPort<SignupApi> implements SignupApi {
  constructor(overrides: Partial<PortScript<SignupApi>> = {}) {
    super({ getQuestionnaire: formFixtures.questionnaire(), submitQuestionnaire: formFixtures.loginTokens() }, overrides);
  }
  getQuestionnaire(eventId: string, questionnaireId: string) {
    return this.answer("getQuestionnaire", [eventId, questionnaireId]);
  }
  submitQuestionnaire(eventId: string, questionnaireId: string, answers: readonly SerializedAnswer[], browserFingerprint?: string) {
    return this.answer(
      "submitQuestionnaire",
      browserFingerprint === undefined ? [eventId, questionnaireId, answers] : [eventId, questionnaireId, answers, browserFingerprint],
    );
  }
}

/** A WechatApi whose PC poll answers "not logged in" and whose mobile auth logs in, unless told otherwise. */
export class ScriptedWechatApi extends ScriptedPort<WechatApi> implements WechatApi {
  constructor(overrides: Partial<PortScript<WechatApi>> = {}) {
    super(
      {
        getLoginUrl: { loginUrl: "https://live.example.com/dev/wechat/scan?requestId=req-pc", requestId: "req-pc" },
        getLoginStatus: () => formFixtures.wechatOutcome(1),
        getAuthUrl: { authUrl: "https://open.weixin.example/connect/oauth2/authorize?state=st-1", requestId: "req-mobile" },
        authorize: () => formFixtures.wechatOutcome(2),
      },
      overrides,
    );
  }
  getLoginUrl(redirectUri: string, eventNumber: string) {
    return this.answer("getLoginUrl", [redirectUri, eventNumber]);
  }
  getLoginStatus(requestId: string) {
    return this.answer("getLoginStatus", [requestId]);
  }
  getAuthUrl(request: WechatAuthUrlRequest) {
    return this.answer("getAuthUrl", [request]);
  }
  authorize(request: WechatAuthRequest) {
    return this.answer("authorize", [request]);
  }
}

/** A CaptchaApi handing out challenge-1, challenge-2… in turn unless told otherwise. */
export class ScriptedCaptchaApi extends ScriptedPort<CaptchaApi> implements CaptchaApi {
  constructor(overrides: Partial<PortScript<CaptchaApi>> = {}) {
    let issued = 0;
    super({ getCaptcha: () => formFixtures.captchaChallenge(++issued) }, overrides);
  }
  getCaptcha() {
    return this.answer("getCaptcha", []);
  }
}

/**
 * A CaptchaSolver that answers at once (number "42") and records what it solved. `failWith`
 * makes it reject, like a solver that finds no number in range.
 */
export class InstantCaptchaSolver implements CaptchaSolver {
  readonly solved: CaptchaChallenge[] = [];
  failWith: Error | null = null;

  solve(challenge: CaptchaChallenge): Promise<CaptchaSolution> {
    this.solved.push(challenge);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(formFixtures.captchaSolution(challenge));
  }
}
