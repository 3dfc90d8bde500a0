import { describe, expect, it } from "vitest";
import { compileMessage } from "../../build/compile-message";
import { CATALOGS, SOURCE_CATALOGS } from "./all-catalogs";
import { createTranslator } from "./create-translator";
import { LOCALES, type Locale } from "./locales";
import { messageArguments } from "./message-arguments";
import type { CompiledMessage } from "./compiled-catalog";

// The catalogues as the app gets them: compiled by the build (decision 0045).
const names = (message: CompiledMessage) => [...new Set(messageArguments(message).map((argument) => argument.split(":")[0]))].sort();
const keys = Object.keys(CATALOGS["zh-Hans"]) as (keyof (typeof CATALOGS)["zh-Hans"])[];

describe("messageArguments", () => {
  it.each([
    ["plain text", "Retry", []],
    ["a text argument", "Hello {name}", ["name:text"]],
    ["a plural with a nested argument", "{count, plural, one {{shown} like} other {{shown} likes}}", ["count:plural", "shown:text"]],
    ["a number and a select", "{n, number} {kind, select, a {A} other {B}}", ["kind:select", "n:number"]],
    ["a quoted brace (text, no argument)", "'{'name'}'", []],
  ] as const)("%s", (_case, message, expected) => {
    expect(messageArguments(compileMessage("case", message))).toEqual(expected);
  });
});

describe("catalogue arguments (§1: every language says the same with the same values)", () => {
  it.each(LOCALES.filter((locale) => locale !== "zh-Hans"))(
    "%s takes exactly the arguments of zh-Hans, message by message (both ways)",
    (locale) => {
      const differing = keys.flatMap((key) => {
        const reference = names(CATALOGS["zh-Hans"][key]);
        const translated = names(CATALOGS[locale][key]);
        return reference.join() === translated.join() ? [] : [{ key, "zh-Hans": reference, [locale]: translated }];
      });
      expect(differing).toEqual([]);
    },
  );

  it("en and ar plural the same counts (languages with plural forms)", () => {
    const plurals = (locale: Locale, key: (typeof keys)[number]) =>
      messageArguments(CATALOGS[locale][key]).filter((argument) => argument.endsWith(":plural"));
    const differing = keys.filter((key) => plurals("en", key).join() !== plurals("ar", key).join());
    expect(differing).toEqual([]);
  });

  it("every en message showing a count word in the plural pluralises it (no '{count} likes')", () => {
    const unpluralised = keys.filter((key) => /\{count\}\s+[a-z]+s\b/.test(SOURCE_CATALOGS.en[key]));
    expect(unpluralised).toEqual([]);
  });
});

describe("plurals in en (counts go to ICU as numbers)", () => {
  const { t } = createTranslator("en", CATALOGS);
  it.each([
    ["live.likes", { count: 1, shown: "1" }, "1 like"],
    ["live.likes", { count: 2, shown: "2" }, "2 likes"],
    ["live.likes", { count: 12345, shown: "12.3k" }, "12.3k likes"],
    ["chat.newMessages", { count: 1 }, "1 new message"],
    ["chat.newMessages", { count: 2 }, "2 new messages"],
    ["vote.ballots", { count: 1 }, "1 voter"],
    ["vote.ballots", { count: 2 }, "2 voters"],
  ] as const)("%s with %o says %s", (key, values, expected) => {
    expect(t(key, values)).toBe(expected);
  });

  it("ar picks the dual for 2", () => {
    expect(createTranslator("ar", CATALOGS).t("live.likes", { count: 2, shown: "2" })).toBe("إعجابان");
  });
});
