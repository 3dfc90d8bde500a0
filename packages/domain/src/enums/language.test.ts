import { describe, expect, it } from "vitest";
import { LANGUAGE, LANGUAGE_SWITCH, RTL_LANGUAGES } from "./language";

describe("language enumerations (§1, §3)", () => {
  it.each([
    ["LANGUAGE", LANGUAGE, { ZH_HANS: "zh-Hans", EN: "en", ZH_HANT: "zh-Hant", AR: "ar" }],
    ["LANGUAGE_SWITCH", LANGUAGE_SWITCH, { OFF: 0, ON: 1 }],
    ["RTL_LANGUAGES", RTL_LANGUAGES, ["ar"]],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
