import { describe, expect, it } from "vitest";
import { formFixtures } from "../testing/form-fixtures";
import { wechatStep, type WechatStep } from "./wechat-outcome";

const { wechatOutcome } = formFixtures;
const failed = (messageText?: string): WechatStep => ({
  kind: "failed",
  message: messageText ? { messageKey: "error.code.100016", messageText } : { messageKey: "error.code.100016" },
});

describe("wechatStep (§3 WeChat login result, §4)", () => {
  it.each<[string, ReturnType<typeof wechatOutcome>, WechatStep]>([
    ["1 not logged in: keep waiting", wechatOutcome(1), { kind: "waiting" }],
    ["2 logged in: the tokens", wechatOutcome(2), { kind: "loggedIn", tokens: wechatOutcome(2).tokens! }],
    ["2 without tokens: a failure", { ...wechatOutcome(2, "no tokens"), tokens: null }, failed("no tokens")],
    ["3 missing data: the server's text", wechatOutcome(3, "缺少数据"), failed("缺少数据")],
    ["4 bound elsewhere", wechatOutcome(4, "已绑定"), { kind: "boundElsewhere" }],
    ["5 error", wechatOutcome(5, "e5"), failed("e5")],
    ["13 error without text", wechatOutcome(13), failed()],
    ["14 needs user info: the auth url", wechatOutcome(14), { kind: "needUserInfo", authUrl: wechatOutcome(14).authUrl }],
    ["14 without a url: a failure", { ...wechatOutcome(14), authUrl: "" }, failed()],
    ["15 mobile exists: the server's text", wechatOutcome(15, "手机号已存在"), failed("手机号已存在")],
    ["16 snapshot user", wechatOutcome(16), { kind: "snapshotUser" }],
    ["an unknown type: the server's text", wechatOutcome(99, "?"), failed("?")],
  ])("%s", (_name, outcome, expected) => {
    expect(wechatStep(outcome)).toStrictEqual(expected);
  });
});
