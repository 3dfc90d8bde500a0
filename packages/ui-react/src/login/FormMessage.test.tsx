import { describe, expect, it } from "vitest";
import { CATALOGS } from "../i18n/all-catalogs";
import { createTranslator } from "../i18n/create-translator";
import { serviceMessage } from "./FormMessage";

describe("serviceMessage", () => {
  it.each([
    ["en", "Too many attempts. Please try again in 15 seconds."],
    ["zh-Hans", "尝试过于频繁，请在 15 秒后重试"],
  ] as const)("says a code login's rate-limit wait in %s", (locale, text) => {
    const translator = createTranslator(locale, CATALOGS);
    expect(serviceMessage({ messageKey: "error.retryAfter", messageValues: { seconds: 15 } }, translator)).toBe(text);
  });

  it("keeps the catalogue message of a key without values", () => {
    expect(serviceMessage({ messageKey: "error.code.100104" }, createTranslator("en", CATALOGS))).toBe("The code is wrong or has expired");
  });
});
