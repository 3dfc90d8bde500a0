import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { ChatRateLimit } from "./chat-rate-limit";
import { chatNickname, chatRefusal, checkChatContent } from "./chat-rules";
import { ANONYMOUS_AUDIENCE, ID_AUDIENCE } from "./session-service";

describe("chatRefusal (§4 anonymous interception for chat)", () => {
  it.each([
    {
      who: "a logged-in viewer, interactive access on, no nickname",
      userType: ID_AUDIENCE,
      access: 1,
      change: 1,
      nickname: "",
      code: null,
    },
    { who: "a logged-in viewer, access off", userType: ID_AUDIENCE, access: 0, change: 1, nickname: "", code: null },
    { who: "an anonymous viewer, access on", userType: ANONYMOUS_AUDIENCE, access: 1, change: 1, nickname: "Ann", code: "100114" },
    {
      who: "an anonymous viewer, access on, nickname fixed",
      userType: ANONYMOUS_AUDIENCE,
      access: 1,
      change: 0,
      nickname: "",
      code: "100114",
    },
    {
      who: "an anonymous viewer, access off, nickname changeable, none set",
      userType: ANONYMOUS_AUDIENCE,
      access: 0,
      change: 1,
      nickname: "",
      code: "100115",
    },
    {
      who: "an anonymous viewer, access off, nickname set",
      userType: ANONYMOUS_AUDIENCE,
      access: 0,
      change: 1,
      nickname: "Ann",
      code: null,
    },
    {
      who: "an anonymous viewer, access off, nickname fixed, none set",
      userType: ANONYMOUS_AUDIENCE,
      access: 0,
      change: 0,
      nickname: "",
      code: null,
    },
  ])("$who → $code", ({ userType, access, change, nickname, code }) => {
    const refusal = chatRefusal({ interact_access_flag: access, nickname_change_flag: change }, { user_type: userType, nickname });
    expect(refusal?.code ?? null).toBe(code);
    if (refusal) expect(refusal.httpStatus).toBe(403);
  });
});

describe("checkChatContent", () => {
  it.each([
    ["  hi  ", "hi"],
    ["line one\r\nline two", "line one\nline two"],
    ["tab\there", "tab\there"],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["😀".repeat(500), "😀".repeat(500)],
  ])("keeps %j as %j", (input, stored) => {
    expect(checkChatContent(input)).toBe(stored);
  });

  it.each([
    ["", /empty/],
    ["\n \t", /empty/],
    ["x".repeat(501), /501 characters, at most 500/],
    ["a\u0007b", /control/],
    ["a\u2028b", /control/],
    ["a\udc00", /Unicode/],
  ])("refuses %j", (input, message) => {
    const attempt = (): string => checkChatContent(input);
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(message);
  });
});

describe("chatNickname", () => {
  it.each([
    [{ id: "abcdef", nickname: "Ann", anonymous_nickname: "观众0042" }, "Ann"],
    [{ id: "abcdef", nickname: "", anonymous_nickname: "观众0042" }, "观众0042"],
    // 0xabcdef = 11259375: four digits of the id, so every client can read it as a default name.
    [{ id: "abcdef", nickname: "", anonymous_nickname: "" }, "观众9375"],
    [{ id: "00000001-aaaa-4bbb-8ccc-dddddddddddd", nickname: "", anonymous_nickname: "" }, "观众0001"],
    [{ id: "", nickname: "", anonymous_nickname: "" }, "观众0000"],
  ])("%o → %s", (audience, name) => {
    expect(chatNickname(audience)).toBe(name);
  });
});

describe("ChatRateLimit", () => {
  it("allows `count` messages per sliding window per viewer", () => {
    let now = 0;
    const rate = new ChatRateLimit(() => now, 3, 1000);
    expect([rate.take("a"), rate.take("a"), rate.take("a"), rate.take("a")]).toEqual([true, true, true, false]);
    expect(rate.take("b")).toBe(true);
    now = 999;
    expect(rate.take("a")).toBe(false);
    now = 1000;
    expect([rate.take("a"), rate.take("a"), rate.take("a"), rate.take("a")]).toEqual([true, true, true, false]);
  });
});
