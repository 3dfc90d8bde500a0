import { describe, expect, it } from "vitest";
import type { Agreement } from "@livehall/domain";
import { formFixtures } from "../testing/form-fixtures";
import { acceptedAgreements, agreementsRequired, chooseAgreement, loginChoices } from "./agreement-choice";

const agreement = (languageType: string, isDefault = false): Agreement => ({
  version: `v-${languageType}`,
  url: `https://live.example.com/${languageType}`,
  isDefault,
  languageType,
  agreementType: 1,
});

describe("chooseAgreement", () => {
  const list = [agreement("en"), agreement("zh-Hans", true), agreement("ar")];
  it.each([
    ["the viewer's language", list, "ar", "ar"],
    ["the default one for another language", list, "fr", "zh-Hans"],
    ["the default one without a language", list, undefined, "zh-Hans"],
    ["the first one when none is the default", [agreement("en"), agreement("ar")], "fr", "en"],
  ])("picks %s", (_name, agreements, language, expected) => {
    expect(chooseAgreement(agreements, language)?.languageType).toBe(expected);
  });

  it("finds nothing in an empty list", () => {
    expect(chooseAgreement([], "en")).toBeNull();
  });
});

describe("acceptedAgreements and agreementsRequired", () => {
  const base = formFixtures.agreements();
  it.each([
    [
      "both flags",
      base,
      { privacyPolicy: { version: "p-2", languageType: "en" }, userAgreement: { version: "u-3", languageType: "en" } },
      true,
    ],
    ["the privacy flag only", { ...base, userAgreementFlag: false }, { privacyPolicy: { version: "p-2", languageType: "en" } }, true],
    ["no flag", { ...base, privacyPolicyFlag: false, userAgreementFlag: false }, {}, false],
    ["a flag without any agreement", { ...base, userAgreementFlag: false, privacyPolicies: [] }, {}, true],
    ["no agreements loaded", null, {}, false],
  ])("%s", (_name, agreements, expected, required) => {
    expect(acceptedAgreements(agreements, "en")).toStrictEqual(expected);
    expect(agreementsRequired(agreements)).toBe(required);
  });
});

describe("loginChoices", () => {
  it("keeps the event's order, drops duplicates, disabled types and non-code types", () => {
    const configs = [
      { identityType: 2, enabled: true },
      { identityType: 3, enabled: true },
      { identityType: 1, enabled: true },
      { identityType: 2, enabled: true },
      { identityType: 4, enabled: true },
    ];
    expect(loginChoices(configs)).toStrictEqual({ identityTypes: [2, 1], wechatEnabled: true });
  });
});
