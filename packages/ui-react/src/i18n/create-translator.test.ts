import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileMessage } from "../../build/compile-message";
import type { CompiledMessage } from "./compiled-catalog";
import { createTranslator } from "./create-translator";

/** Compiles a hand-written catalogue as the build compiles the real ones (decision 0045). */
const compiled = (catalog: Readonly<Record<string, string>>): Record<string, CompiledMessage> =>
  Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(key, message)]));

const catalogs = {
  "zh-Hans": compiled({ "only.default": "只有中文", both: "中文", greet: "你好，{name}" }),
  en: compiled({ both: "English", greet: "Hello, {name}", quoted: "It''s '{'literal'}'" }),
  "zh-Hant": {},
  ar: compiled({ both: "عربي" }),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createTranslator", () => {
  it.each([
    ["en", "both", "English"],
    ["en", "only.default", "只有中文"],
    ["ar", "both", "عربي"],
    ["zh-Hant", "both", "中文"],
    ["en", "no.such.key", "no.such.key"],
    ["zh-Hans", "no.such.key", "no.such.key"],
    ["en", "toString", "toString"],
    ["en", "quoted", "It's {literal}"],
  ] as const)("in %s, %s reads %s", (locale, key, expected) => {
    expect(createTranslator(locale, catalogs).t(key)).toBe(expected);
  });

  it("fills ICU placeholders", () => {
    expect(createTranslator("en", catalogs).t("greet", { name: "Ada" })).toBe("Hello, Ada");
    expect(createTranslator("zh-Hant", catalogs).t("greet", { name: "Ada" })).toBe("你好，Ada");
  });

  it("shows the key of a message it cannot format (a value missing) and reports it", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(createTranslator("en", catalogs).t("greet")).toBe("greet");
    expect(report).toHaveBeenCalledOnce();
  });

  it("knows which keys have a message", () => {
    const translator = createTranslator("en", catalogs);
    expect([translator.has("only.default"), translator.has("no.such.key"), translator.has("toString")]).toEqual([true, false, false]);
  });

  it("formats a time of day in its language", () => {
    const time = Date.UTC(2026, 10, 26, 14, 5);
    const options = { hour: "2-digit", minute: "2-digit", timeZone: "UTC" } as const;
    expect(createTranslator("en", catalogs).formatTime(time, options)).toBe(new Intl.DateTimeFormat("en", options).format(time));
    expect(createTranslator("ar", catalogs).formatTime(time, options)).toBe(new Intl.DateTimeFormat("ar", options).format(time));
  });

  it("translates the real catalogues with fallback to the key", () => {
    const translator = createTranslator("en");
    expect(translator.t("error.fileTypeNotSupported")).toBe("File type not supported");
    expect(translator.t("error.code.999999")).toBe("error.code.999999");
  });

  it("runs on a formatter without the ICU parser, as the app does (messages come compiled)", () => {
    expect(() => new IntlMessageFormat("Hello, {name}", "en")).toThrow();
    expect(new IntlMessageFormat(compileMessage("greet", "Hello, {name}"), "en").format({ name: "Ada" })).toBe("Hello, Ada");
  });
});
