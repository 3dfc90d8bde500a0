import { describe, expect, it } from "vitest";
import { checkAccount, identityTypeOf } from "./account";

describe("checkAccount", () => {
  it.each([
    ["demo@livehall.test", { ok: true, account: "demo@livehall.test", identityType: 2 }],
    ["  demo@livehall.test ", { ok: true, account: "demo@livehall.test", identityType: 2 }],
    ["13800000000", { ok: true, account: "13800000000", identityType: 1 }],
    ["+86 138-0000-0000", { ok: true, account: "+86 138-0000-0000", identityType: 1 }],
    ["", { ok: false, messageKey: "access.error.accountRequired" }],
    ["   ", { ok: false, messageKey: "access.error.accountRequired" }],
    ["demo@", { ok: false, messageKey: "access.error.accountInvalid" }],
    ["call me", { ok: false, messageKey: "access.error.accountInvalid" }],
    ["123", { ok: false, messageKey: "access.error.accountInvalid" }],
  ])("%j → %j", (typed, expected) => {
    expect(checkAccount(typed)).toEqual(expected);
  });
});

describe("identityTypeOf", () => {
  it.each([
    ["demo@livehall.test", 2],
    ["13800000000", 1],
    ["+86 138 0000 0000", 1],
  ] as const)("%s → %s", (account, type) => {
    expect(identityTypeOf(account)).toBe(type);
  });
});
