import { describe, expect, it } from "vitest";
import { createTranslator } from "./create-translator";

const catalogs = {
  "zh-Hans": { "only.default": "只有中文", both: "中文", greet: "你好，{name}" },
  en: { both: "English", greet: "Hello, {name}" },
  "zh-Hant": {},
  ar: { both: "عربي" },
};

describe("createTranslator", () => {
  it.each([
    ["en", "both", "English"],
    ["en", "only.default", "只有中文"],
    ["ar", "both", "عربي"],
    ["zh-Hant", "both", "中文"],
    ["en", "no.such.key", "no.such.key"],
    ["zh-Hans", "no.such.key", "no.such.key"],
  ] as const)("in %s, %s reads %s", (locale, key, expected) => {
    expect(createTranslator(locale, catalogs).t(key)).toBe(expected);
  });

  it("fills ICU placeholders", () => {
    expect(createTranslator("en", catalogs).t("greet", { name: "Ada" })).toBe("Hello, Ada");
  });

  it("knows which keys have a message", () => {
    const translator = createTranslator("en", catalogs);
    expect([translator.has("only.default"), translator.has("no.such.key")]).toEqual([true, false]);
  });

  it("translates the real catalogues with fallback to the key", () => {
    const translator = createTranslator("en");
    expect(translator.t("error.fileTypeNotSupported")).toBe("File type not supported");
    expect(translator.t("error.code.999999")).toBe("error.code.999999");
  });
});
