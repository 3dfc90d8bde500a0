import { DEMO } from "../testing/test-server";
import { raw, AUTH, CODE, EXTERNAL, json, okAuth, type Case } from "./bad-input.fixtures";

/** Bad input: weChat, verification codes, the captcha and the external login. */
export const loginCases: Case[] = [
  [
    "WeChat auth-url of an unknown type",
    () => raw("GET", "/api/sso/wechat/auth-url?type=9&redirectUri=%2Fmobile%2FwechatAuthResult&virtualEventNumber=10001"),
    400,
    /type/,
  ],
  ["WeChat auth-url without redirectUri", () => raw("GET", "/api/sso/wechat/auth-url?type=3&virtualEventNumber=10001"), 400, /redirectUri/],
  ["a WeChat status poll with a junk request id", () => raw("GET", "/api/sso/wechat/noauth-login-status?requestId=%00"), 400, /requestId/],
  ["a WeChat auth body that is an array", () => raw("POST", "/api/sso/wechat/auth", json, "[]"), 400],
  ["a WeChat code as a number", () => raw("POST", "/api/sso/wechat/auth", json, JSON.stringify({ code: 1, state: "s" })), 400, /code/],
  [
    "the dev WeChat page without a state",
    () => raw("GET", "/dev/wechat/authorize?redirect_uri=%2Fmobile%2FwechatAuthResult"),
    400,
    /state/,
  ],
  ["the dev WeChat page with an unknown outcome", () => raw("GET", "/dev/wechat/confirm?requestId=r&state=s&outcome=hack"), 400, /outcome/],
  [
    "a verification code without an account",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, identityType: 2, codeType: 2 })),
    400,
    /account/,
  ],
  [
    "a verification code for identity type 3",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 3, codeType: 2 })),
    400,
    /identityType/,
  ],
  [
    "a verification code type as text",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 2, codeType: "2" })),
    400,
    /codeType/,
  ],
  [
    "a 300-character account",
    () =>
      raw(
        "POST",
        CODE,
        json,
        JSON.stringify({ virtualEventId: DEMO.id, account: `${"a".repeat(290)}@b.test`, identityType: 2, codeType: 2 }),
      ),
    400,
    /account/,
  ],
  [
    "an account that is not an address",
    () => raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "not an address", identityType: 2, codeType: 2 })),
    400,
    /account/,
  ],
  [
    "a verification code with a captcha list",
    () =>
      raw("POST", CODE, json, JSON.stringify({ virtualEventId: DEMO.id, account: "a@b.test", identityType: 2, codeType: 2, captcha: [1] })),
    400,
    /captcha/,
  ],
  [
    "a captcha with a nested object",
    () => raw("POST", AUTH, json, JSON.stringify({ ...okAuth, captcha: { number: { $gt: 0 } } })),
    400,
    /captcha/,
  ],
  ["POST to the captcha", () => raw("POST", "/api/sso/captcha", json, "{}"), 404],
  ["an external token without an assertion", () => raw("POST", EXTERNAL, json, "{}"), 400, /assertion/],
  ["a numeric assertion", () => raw("POST", EXTERNAL, json, JSON.stringify({ assertion: 5 })), 400, /assertion/],
  ["a 5000-character assertion", () => raw("POST", EXTERNAL, json, JSON.stringify({ assertion: "a".repeat(5000) })), 400, /assertion/],
  ["an outbox filter of 300 characters", () => raw("GET", `/dev/outbox.json?account=${"a".repeat(300)}`), 400, /account/],
  ["the dev external login without returnUrl", () => raw("GET", "/dev/external-login?eventNumber=10006"), 400, /returnUrl/],
  [
    "the dev external login with a junk event",
    () => raw("GET", "/dev/external-login?returnUrl=%2F&eventNumber=%3Cx%3E"),
    400,
    /eventNumber/,
  ],
  [
    "a dev external sign-in without an account",
    () => raw("POST", "/dev/external-login", { "content-type": "application/x-www-form-urlencoded" }, "returnUrl=%2F&eventNumber=10006"),
    400,
    /account/,
  ],
  [
    "a dev external sign-in as XML",
    () => raw("POST", "/dev/external-login", { "content-type": "application/xml" }, "<login/>"),
    400,
    /content type/i,
  ],
];
