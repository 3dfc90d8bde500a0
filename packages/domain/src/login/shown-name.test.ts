import { describe, expect, it } from "vitest";
import type { Viewer } from "../models";
import { defaultAudienceNumber, maskAccount, shownNameOf, viewerShownName } from "./shown-name";

const viewer = (fields: Partial<Viewer>): Viewer => ({
  viewerId: "u-1",
  userType: 4,
  nickname: "",
  anonymousNickname: "",
  avatar: "",
  ...fields,
});

describe("defaultAudienceNumber", () => {
  it.each([
    ["观众0423", "0423"],
    [" 观众9999 ", "9999"],
    ["观众042", null],
    ["观众04231", null],
    ["观众abcd", null],
    ["匿名观众", null],
    ["Ada", null],
    ["我是观众0423", null],
  ])("%s → %s", (name, expected) => {
    expect(defaultAudienceNumber(name)).toBe(expected);
  });
});

describe("shownNameOf (names the server sends with messages)", () => {
  it.each([
    ["a chosen nickname, as written", "小红", { kind: "chosen", name: "小红" }],
    ["the server's default name: its number, to localize", "观众0423", { kind: "audience", number: "0423" }],
    ["no name at all: the anonymous label", "  ", { kind: "anonymous" }],
  ])("%s", (_case, name, expected) => {
    expect(shownNameOf(name)).toEqual(expected);
  });
});

describe("maskAccount", () => {
  it.each([
    ["dana@example.com", "d***@example.com"],
    ["@example.com", "***"],
    ["13812345678", "138****5678"],
    ["1234567", "*****67"],
  ])("%s → %s", (account, expected) => {
    expect(maskAccount(account)).toBe(expected);
  });
});

describe("viewerShownName (the viewer's own name)", () => {
  it.each([
    ["a nickname first", viewer({ userType: 3, nickname: "Ada", account: "ada@example.com" }), { kind: "chosen", name: "Ada" }],
    ["anonymous: the server's default name", viewer({ anonymousNickname: "观众0007" }), { kind: "audience", number: "0007" }],
    ["anonymous without a default name: the anonymous label", viewer({}), { kind: "anonymous" }],
    ["anonymous with another server label, as written", viewer({ anonymousNickname: "Guest" }), { kind: "chosen", name: "Guest" }],
    [
      "logged in without a nickname: the masked e-mail, never anonymous",
      viewer({ userType: 3, account: "dana@example.com" }),
      { kind: "account", account: "d***@example.com" },
    ],
    [
      "logged in by mobile: the masked number",
      viewer({ userType: 3, account: "13812345678" }),
      { kind: "account", account: "138****5678" },
    ],
    ["logged in with no account (WeChat): asked for a nickname", viewer({ userType: 3 }), { kind: "unnamed" }],
    [
      "logged in with no account but a default name",
      viewer({ userType: 3, anonymousNickname: "观众1234" }),
      { kind: "audience", number: "1234" },
    ],
  ])("%s", (_case, given, expected) => {
    expect(viewerShownName(given)).toEqual(expected);
  });
});
