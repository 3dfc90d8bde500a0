import { describe, expect, it } from "vitest";
import {
  isNoticeEmail,
  isMobileNumber,
  needsCode,
  NOT_SUBSCRIBED,
  offeredChannels,
  opensByItself,
  showsSubscribe,
  type NoticeConfig,
} from "./notice-rules";

const none: NoticeConfig = {
  configId: "c",
  sms: false,
  smsCheck: false,
  email: false,
  emailCheck: false,
  wechat: false,
  displaySubscribe: true,
  automaticPopup: false,
  noticeIndex: 1,
};

describe("which notice channels show", () => {
  it.each([
    [{}, true, []],
    [{ sms: true }, false, ["sms"]],
    [{ sms: true, email: true }, false, ["sms", "email"]],
    [{ email: true, wechat: true }, false, ["email"]],
    [{ email: true, wechat: true }, true, ["email", "wechat"]],
    [{ sms: true, email: true, wechat: true }, true, ["sms", "email", "wechat"]],
  ])("config %j, WeChat login %s → %j", (flags, wechatAvailable, channels) => {
    expect(offeredChannels({ ...none, ...flags }, wechatAvailable)).toEqual(channels);
  });

  it.each([
    [{ sms: true }, true],
    [{ sms: true, displaySubscribe: false }, false],
    [{ wechat: true }, false],
    [{}, false],
  ])("config %j shows the remind-me entry: %s", (flags, shown) => {
    expect(showsSubscribe({ ...none, ...flags }, false)).toBe(shown);
  });
});

describe("whether a code is needed", () => {
  it.each([
    [{ sms: true, smsCheck: true }, "sms", true],
    [{ sms: true }, "sms", false],
    [{ email: true, emailCheck: true }, "email", true],
    [{ email: true, smsCheck: true }, "email", false],
    [{ email: false, emailCheck: true }, "email", false],
    [{ wechat: true, smsCheck: true, emailCheck: true }, "wechat", false],
  ] as const)("config %j, channel %s → %s", (flags, channel, needed) => {
    expect(needsCode({ ...none, ...flags }, channel)).toBe(needed);
  });
});

describe("the automatic popup", () => {
  const popup = { ...none, sms: true, automaticPopup: true };
  it.each([
    ["automaticPopup on, never opened, not subscribed", popup, false, NOT_SUBSCRIBED, true],
    ["already opened once", popup, true, NOT_SUBSCRIBED, false],
    ["already subscribed", popup, false, { ...NOT_SUBSCRIBED, sms: true }, false],
    ["automaticPopup off", { ...popup, automaticPopup: false }, false, NOT_SUBSCRIBED, false],
    ["entry hidden", { ...popup, displaySubscribe: false }, false, NOT_SUBSCRIBED, false],
  ])("%s → %s", (_case, config, openedBefore, state, opens) => {
    expect(opensByItself(config, false, openedBefore, state)).toBe(opens);
  });
});

describe("contact checks", () => {
  it.each([
    ["13800000000", true],
    ["+8613800000000", true],
    ["1380", false],
    ["call me", false],
  ])("mobile %s → %s", (text, valid) => {
    expect(isMobileNumber(text)).toBe(valid);
  });
  it.each([
    ["dana@example.com", true],
    ["dana.example.com", false],
    ["dana@example", false],
    ["da na@example.com", false],
  ])("e-mail %s → %s", (text, valid) => {
    expect(isNoticeEmail(text)).toBe(valid);
  });
});
