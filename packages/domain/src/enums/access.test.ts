import { describe, expect, it } from "vitest";
import { ACCESS_TYPE, AGREEMENT_TYPE, AUTH_TYPE, CODE_TYPE, DUPLICATION_TYPE, IDENTITY_TYPE, VERIFICATION_MODE } from "./access";

describe("access enumerations (§3)", () => {
  it.each([
    ["ACCESS_TYPE", ACCESS_TYPE, { UNLIMITED: 0, SIGNUP: 1, PASSWORD: 2, WHITE_LIST: 3, EXTERNAL_AUTH: 4 }],
    ["IDENTITY_TYPE", IDENTITY_TYPE, { MOBILE: 1, EMAIL: 2, WECHAT: 3, EXTERNAL: 4 }],
    ["CODE_TYPE", CODE_TYPE, { FORGET: 1, LOGIN: 2, REGISTER: 3, SIGNUP: 4, COMMON: 5 }],
    ["AGREEMENT_TYPE", AGREEMENT_TYPE, { INIT: 0, PRIVACY: 1, USER: 2 }],
    ["AUTH_TYPE", AUTH_TYPE, { PC: 2, MOBILE: 3, MOBILE_AUTO: 4 }],
    ["VERIFICATION_MODE", VERIFICATION_MODE, { MOBILE: 0, EMAIL: 1 }],
    ["DUPLICATION_TYPE", DUPLICATION_TYPE, { DEVICES: 0, TABS: 1, ACCOUNT: 2 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
