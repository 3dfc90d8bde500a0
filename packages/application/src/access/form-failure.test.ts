import { describe, expect, it } from "vitest";
import { ApiFailure, DEFAULT_ERROR_KEY } from "@livehall/domain";
import { FakeClock } from "../testing/fake-clock";
import { InMemoryTokenStore } from "../testing/in-memory-token-store";
import { RecordingNavigator } from "../testing/recording-navigator";
import { RecordingNotifier } from "../testing/recording-notifier";
import {
  CAPTCHA_UNAVAILABLE_KEY,
  CaptchaUnavailableError,
  RETRY_AFTER_KEY,
  formMessage,
  settleFormFailure,
  withMessage,
} from "./form-failure";

const ports = () => ({
  navigator: new RecordingNavigator(),
  notifier: new RecordingNotifier(),
  clock: new FakeClock(),
  tokenStore: new InMemoryTokenStore(),
});
const rateLimited = (retryAfterSeconds: number | null) => new ApiFailure("http", "100105", 429, "Too many requests", retryAfterSeconds);

describe("settleFormFailure: the message a form keeps", () => {
  it.each([
    ["a 429 with Retry-After shows the wait in seconds", rateLimited(42), { messageKey: RETRY_AFTER_KEY, messageValues: { seconds: 42 } }],
    [
      "a 429 without Retry-After falls back to the §8 message",
      rateLimited(null),
      { messageKey: expect.not.stringMatching(RETRY_AFTER_KEY) as unknown },
    ],
    ["a 429 with a zero wait falls back too", rateLimited(0), { messageKey: expect.not.stringMatching(RETRY_AFTER_KEY) as unknown }],
    ["no captcha at all says so", new CaptchaUnavailableError(new Error("gave up")), { messageKey: CAPTCHA_UNAVAILABLE_KEY }],
  ] as const)("%s", (_name, error, expected) => {
    expect(settleFormFailure(error, ports(), "10001")).toMatchObject(expected);
  });
});

describe("withMessage and formMessage", () => {
  it("replaces an earlier server text and wait with the new message", () => {
    const earlier = { name: "form", messageKey: RETRY_AFTER_KEY, messageText: "old", messageValues: { seconds: 9 } };
    expect(withMessage(earlier, { messageKey: "x" })).toEqual({ name: "form", messageKey: "x" });
  });

  it.each([
    [
      "the default key keeps the server's text",
      { messageKey: DEFAULT_ERROR_KEY, serverMessage: "said" },
      { messageKey: DEFAULT_ERROR_KEY, messageText: "said" },
    ],
    ["a catalogue key drops it", { messageKey: "error.k", serverMessage: "said" }, { messageKey: "error.k" }],
    ["a silent decision has no key", { messageKey: null, serverMessage: "" }, { messageKey: null }],
  ] as const)("%s", (_name, decision, expected) => {
    expect(formMessage(decision)).toEqual(expected);
  });
});
