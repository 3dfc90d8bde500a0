import { describe, expect, it } from "vitest";
import type { AnswerInput, Question } from "./login-models";
import { ANSWER_ERROR_KEYS, validateAnswers } from "./answers-validation";
import { ALL_TYPES, question } from "./answers-test-fixtures";

const required = (q: Question, more: Partial<Question> = {}): Question => ({ ...q, required: true, ...more });
const text = (value: string, verifyCode?: string): AnswerInput =>
  verifyCode === undefined ? { kind: "text", text: value } : { kind: "text", text: value, verifyCode };
const { name, phone, email, radio, checkbox, single, multi, date, address, check } = ALL_TYPES;

describe("validateAnswers (§5)", () => {
  it.each<[string, Question, AnswerInput | undefined, string | undefined]>([
    // required, each type
    ["a required name left out", required(name), undefined, "signup.error.required"],
    ["a required name of blanks", required(name), text("  "), "signup.error.required"],
    ["a required single-line text", required(single), text(""), "signup.error.required"],
    ["a required multi-line text", required(multi), text("\n"), "signup.error.required"],
    ["a required phone", required(phone), text(""), "signup.error.required"],
    ["a required email", required(email), undefined, "signup.error.required"],
    ["a required radio without choice", required(radio), { kind: "choice", optionId: null }, "signup.error.required"],
    ["a required checkbox without choice", required(checkbox), { kind: "choices", optionIds: [] }, "signup.error.required"],
    ["a required check without choice", required(check), { kind: "choices", optionIds: [] }, "signup.error.required"],
    ["a required date left empty", required(date), { kind: "date", date: "" }, "signup.error.required"],
    ["a required address left empty", required(address), { kind: "address", parts: [], detail: " " }, "signup.error.required"],
    ["a required question answered with the wrong kind", required(radio), text("r1"), "signup.error.required"],
    ["a required name given", required(name), text("Ada"), undefined],
    ["an optional question left out", name, undefined, undefined],
    ["an optional verified phone left out", { ...phone, verify: true }, undefined, undefined],
    // e-mail
    ["an e-mail without @", email, text("demo.livehall.test"), "signup.error.email"],
    ["an e-mail without a dot in the domain", email, text("demo@livehall"), "signup.error.email"],
    ["an e-mail with a space", email, text("de mo@livehall.test"), "signup.error.email"],
    ["a good e-mail", email, text(" demo@livehall.test "), undefined],
    // phone
    ["a phone with letters", phone, text("138-abc-0000"), "signup.error.phone"],
    ["a phone too short", phone, text("12345"), "signup.error.phone"],
    ["a phone too long", phone, text("1234567890123456"), "signup.error.phone"],
    ["a mainland mobile", phone, text("13800000000"), undefined],
    ["an international number with separators", phone, text("+86 (138) 0000-0000"), undefined],
    // verify codes
    ["a verified phone without code", { ...phone, verify: true }, text("13800000000"), "signup.error.code"],
    ["a verified e-mail with a blank code", { ...email, verify: true }, text("demo@livehall.test", "  "), "signup.error.code"],
    ["a verified e-mail with its code", { ...email, verify: true }, text("demo@livehall.test", "123456"), undefined],
    ["a bad verified e-mail reports the shape first", { ...email, verify: true }, text("nope"), "signup.error.email"],
    ["a verify flag on a name means nothing", { ...name, verify: true }, text("Ada"), undefined],
    // options
    ["a radio option the question does not offer", radio, { kind: "choice", optionId: "r9" }, "signup.error.option"],
    ["a checkbox option the question does not offer", checkbox, { kind: "choices", optionIds: ["c1", "zz"] }, "signup.error.option"],
    ["a check option the question does not offer", check, { kind: "choices", optionIds: ["c1"] }, "signup.error.option"],
    ["a checkbox over its limit", checkbox, { kind: "choices", optionIds: ["c1", "c2", "c3"] }, "signup.error.tooMany"],
    ["a checkbox at its limit", checkbox, { kind: "choices", optionIds: ["c1", "c3"] }, undefined],
    ["a checkbox counting a duplicate once", checkbox, { kind: "choices", optionIds: ["c1", "c1", "c2"] }, undefined],
    ["a checkbox without a limit", { ...checkbox, optionLimit: 0 }, { kind: "choices", optionIds: ["c1", "c2", "c3"] }, undefined],
    ["a radio with a known option", radio, { kind: "choice", optionId: "r1" }, undefined],
    // dates
    ["a date that does not exist", date, { kind: "date", date: "2023-02-29" }, "signup.error.date"],
    ["a date in another shape", date, { kind: "date", date: "2024/01/05" }, "signup.error.date"],
    ["a date without padding", date, { kind: "date", date: "2024-1-5" }, "signup.error.date"],
    ["a month 13", date, { kind: "date", date: "2024-13-01" }, "signup.error.date"],
    ["a leap day", date, { kind: "date", date: "2024-02-29" }, undefined],
    // address
    ["an optional address with a part only", address, { kind: "address", parts: ["浙江省"], detail: "" }, undefined],
  ])("%s", (_name, q, input, expected) => {
    const errors = validateAnswers([q], input ? { [q.questionId]: input } : {});
    expect(errors).toStrictEqual(expected ? { [q.questionId]: expected } : {});
  });

  it("reports every question with a problem at once and nothing for the good ones", () => {
    const questions = [required(name), email, required(radio), single];
    const errors = validateAnswers(questions, { "q-email": text("x@"), "q-single": text("fine") });
    expect(errors).toStrictEqual({
      "q-name": "signup.error.required",
      "q-email": "signup.error.email",
      "q-radio": "signup.error.required",
    });
  });

  it("does not check questions of a type it does not know, even required ones", () => {
    expect(validateAnswers([question("q-odd", 42, { required: true })], {})).toStrictEqual({});
  });

  it("keeps an odd question id as a plain key", () => {
    const odd = required(name, { questionId: "__proto__" });
    const errors = validateAnswers([odd], {});
    expect(Object.keys(errors)).toStrictEqual(["__proto__"]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it("names every key it can produce", () => {
    expect(Object.values(ANSWER_ERROR_KEYS).sort()).toStrictEqual([
      "signup.error.code",
      "signup.error.date",
      "signup.error.email",
      "signup.error.option",
      "signup.error.phone",
      "signup.error.required",
      "signup.error.tooMany",
    ]);
  });
});
