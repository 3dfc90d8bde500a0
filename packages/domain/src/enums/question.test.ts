import { describe, expect, it } from "vitest";
import { QUESTION_TYPE, QUESTION_TYPE_NAMES, questionTypeName } from "./question";

describe("question types (§3)", () => {
  it("QUESTION_TYPE has the spec's numbers", () => {
    expect(QUESTION_TYPE).toStrictEqual({
      NAME: 1,
      PHONE: 2,
      EMAIL: 3,
      RADIO: 4,
      CHECKBOX: 5,
      TXT_SINGLE: 6,
      TXT_MULTI: 7,
      DATEPICKER: 8,
      ADDRESS: 9,
      CHECK: 10,
    });
  });

  it("QUESTION_TYPE_NAMES lists the spec's names in its order", () => {
    expect(QUESTION_TYPE_NAMES).toStrictEqual([
      "NAME",
      "EMAIL",
      "TXT_SINGLE",
      "TXT_MULTI",
      "PHONE",
      "DATEPICKER",
      "RADIO",
      "CHECKBOX",
      "CHECK",
      "ADDRESS",
    ]);
  });

  it.each([
    [1, "NAME"],
    [2, "PHONE"],
    [3, "EMAIL"],
    [4, "RADIO"],
    [5, "CHECKBOX"],
    [6, "TXT_SINGLE"],
    [7, "TXT_MULTI"],
    [8, "DATEPICKER"],
    [9, "ADDRESS"],
    [10, "CHECK"],
    [0, null],
    [11, null],
    [Number.NaN, null],
  ])("questionTypeName(%s) → %s", (type, name) => {
    expect(questionTypeName(type)).toBe(name);
  });
});
