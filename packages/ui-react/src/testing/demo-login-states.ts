import type { CodeLoginState, Loadable, ResolvedEvent } from "@livehall/application";
import type { Agreements, Viewer } from "@livehall/domain";
import { demoStates } from "./demo-states";

/** Demo viewers: an anonymous one (no nickname) and a logged-in one. */
export const demoViewers = {
  anonymous: (): Viewer => ({ viewerId: "u-anon", userType: 4, nickname: "", anonymousNickname: "", avatar: "" }),
  loggedIn: (nickname = "小明"): Viewer => ({ viewerId: "u-1", userType: 3, nickname, anonymousNickname: "", avatar: "" }),
};

/** The demo event resolved for `viewer`; `nicknameChangeAllowed` as the event says. */
export function resolvedFor(viewer: Viewer, nicknameChangeAllowed = true): Loadable<ResolvedEvent> {
  const ready = demoStates.resolvedEvent();
  if (ready.status !== "ready") throw new Error("demo event not ready");
  const { brief } = ready.value;
  return { status: "ready", value: { ...ready.value, brief: { ...brief, viewer, event: { ...brief.event, nicknameChangeAllowed } } } };
}

/** Agreements with both documents in zh-Hans (default) and en, and the cookie notice on. */
export function demoAgreements(
  flags: Partial<Pick<Agreements, "cookieFlag" | "privacyPolicyFlag" | "userAgreementFlag">> = {},
): Agreements {
  const documents = (kind: string, agreementType: number) => [
    { version: "1", url: `/agreements/${kind}-zh-Hans.html`, isDefault: true, languageType: "zh-Hans", agreementType },
    { version: "1", url: `/agreements/${kind}-en.html`, isDefault: false, languageType: "en", agreementType },
  ];
  return {
    cookieFlag: true,
    privacyPolicyFlag: true,
    userAgreementFlag: true,
    privacyPolicies: documents("privacy", 1),
    userAgreements: documents("user", 2),
    defaultAgreementUrl: "/agreements/default.html",
    ...flags,
  };
}

/** Code login ready for email then mobile (10001's order), WeChat on, agreements set. */
export function readyCodeLogin(changes: Partial<CodeLoginState> = {}): CodeLoginState {
  return {
    status: "ready",
    identityTypes: [2, 1, 3],
    wechatEnabled: true,
    agreements: demoAgreements(),
    codeSentAt: null,
    messageKey: null,
    captcha: { status: "solved" },
    ...changes,
  };
}
