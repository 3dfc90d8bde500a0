import { describe, expect, it } from "vitest";
import { checkAccount } from "./account-identity";

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
