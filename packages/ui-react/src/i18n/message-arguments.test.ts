import { describe, expect, it } from "vitest";
import { CATALOGS } from "./all-catalogs";
import { createTranslator } from "./create-translator";
import { LOCALES, type Locale } from "./locales";
import { messageArguments } from "./message-arguments";

const names = (message: string, locale: Locale) =>
  [...new Set(messageArguments(message, locale).map((argument) => argument.split(":")[0]))].sort();
const keys = Object.keys(CATALOGS["zh-Hans"]) as (keyof (typeof CATALOGS)["zh-Hans"])[];

describe("messageArguments", () => {
  it.each([
    ["plain text", "Retry", []],
    ["a text argument", "Hello {name}", ["name:text"]],
    ["a plural with a nested argument", "{count, plural, one {{shown} like} other {{shown} likes}}", ["count:plural", "shown:text"]],
    ["a number and a select", "{n, number} {kind, select, a {A} other {B}}", ["kind:select", "n:number"]],
  ] as const)("%s", (_case, message, expected) => {
    expect(messageArguments(message)).toEqual(expected);
  });
});

describe("catalogue arguments (§1: every language says the same with the same values)", () => {
  it.each(LOCALES.filter((locale) => locale !== "zh-Hans"))(
    "%s takes exactly the arguments of zh-Hans, message by message (both ways)",
    (locale) => {
      const differing = keys.flatMap((key) => {
        const reference = names(CATALOGS["zh-Hans"][key], "zh-Hans");
        const translated = names(CATALOGS[locale][key], locale);
        return reference.join() === translated.join() ? [] : [{ key, "zh-Hans": reference, [locale]: translated }];
      });
      expect(differing).toEqual([]);
    },
  );

  it("en and ar plural the same counts (languages with plural forms)", () => {
    const plurals = (message: string, locale: Locale) =>
      messageArguments(message, locale).filter((argument) => argument.endsWith(":plural"));
    const differing = keys.filter((key) => plurals(CATALOGS.en[key], "en").join() !== plurals(CATALOGS.ar[key], "ar").join());
    expect(differing).toEqual([]);
  });

  it("every en message showing a count word in the plural pluralises it (no '{count} likes')", () => {
    const unpluralised = keys.filter((key) => /\{count\}\s+[a-z]+s\b/.test(CATALOGS.en[key]));
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
