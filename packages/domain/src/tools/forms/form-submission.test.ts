import { describe, expect, it } from "vitest";
import { QUESTION_TYPE } from "../../enums/question";
import type { AnswerInput, Question } from "../../login/login-models";
import { checkForm, FORM_ERROR_KEYS, type FormAnswer, type FormCheck } from "./form-submission";

const options = (...ids: string[]) => ids.map((optionId) => ({ optionId, content: `option ${optionId}` }));
const q = (questionId: string, questionType: number, more: Partial<Question> = {}): Question => ({
  questionId,
  heading: questionId,
  questionType,
  required: false,
  order: 0,
  optionLimit: 0,
  verify: false,
  options: [],
  ...more,
});

/** One question of each of the ten §3 types. */
const FORM: readonly Question[] = [
  q("name", QUESTION_TYPE.NAME, { required: true }),
  q("phone", QUESTION_TYPE.PHONE),
  q("email", QUESTION_TYPE.EMAIL),
  q("radio", QUESTION_TYPE.RADIO, { options: options("r1", "r2") }),
  q("checkbox", QUESTION_TYPE.CHECKBOX, { options: options("c1", "c2", "c3"), optionLimit: 2 }),
  q("single", QUESTION_TYPE.TXT_SINGLE),
  q("multi", QUESTION_TYPE.TXT_MULTI),
  q("date", QUESTION_TYPE.DATEPICKER),
  q("address", QUESTION_TYPE.ADDRESS),
  q("check", QUESTION_TYPE.CHECK, { options: options("k1", "k2") }),
];
const NAME: Record<string, AnswerInput> = { name: { kind: "text", text: "Ada" } };
const nameAnswer = { questionId: "name", questionType: 1, answerContent: "Ada" };
const ok = (...questions: FormAnswer[]): FormCheck => ({ ok: true, submission: { questions: [nameAnswer, ...questions], code: "" } });
const fails = (errors: Record<string, string>) => ({ ok: false, errors });

describe("checkForm (§5 form answers of a marketing form)", () => {
  it.each<[string, Record<string, AnswerInput>, unknown]>([
    ["only answered questions are submitted", {}, ok()],
    [
      "text types as answerContent (trimmed)",
      { single: { kind: "text", text: " hi " } },
      ok({ questionId: "single", questionType: 6, answerContent: "hi" }),
    ],
    ["multi-line text", { multi: { kind: "text", text: "a\nb" } }, ok({ questionId: "multi", questionType: 7, answerContent: "a\nb" })],
    ["phone", { phone: { kind: "text", text: "13800000000" } }, ok({ questionId: "phone", questionType: 2, answerContent: "13800000000" })],
    ["email", { email: { kind: "text", text: "a@b.test" } }, ok({ questionId: "email", questionType: 3, answerContent: "a@b.test" })],
    [
      "date as YYYY-MM-DD",
      { date: { kind: "date", date: "2025-02-28" } },
      ok({ questionId: "date", questionType: 8, answerContent: "2025-02-28" }),
    ],
    ["an empty date is not sent", { date: { kind: "date", date: "" } }, ok()],
    [
      "radio: one answer",
      { radio: { kind: "choice", optionId: "r2" } },
      ok({ questionId: "radio", questionType: 4, answers: [{ optionId: "r2" }] }),
    ],
    [
      "checkbox as a list with optionId",
      { checkbox: { kind: "choices", optionIds: ["c1", "c3"] } },
      ok({ questionId: "checkbox", questionType: 5, answers: [{ optionId: "c1" }, { optionId: "c3" }] }),
    ],
    [
      "check as a list with optionId",
      { check: { kind: "choices", optionIds: ["k2"] } },
      ok({ questionId: "check", questionType: 10, answers: [{ optionId: "k2" }] }),
    ],
    [
      "address joined with a slash plus custom content",
      { address: { kind: "address", parts: ["广东省", "深圳市", " 南山区 "], detail: " 科技园 1 号 " } },
      ok({ questionId: "address", questionType: 9, answerContent: "广东省/深圳市/南山区", customAnswerContent: "科技园 1 号" }),
    ],
  ])("%s", (_case, inputs, expected) => {
    expect(checkForm(FORM, { ...NAME, ...inputs })).toStrictEqual(expected);
  });

  it.each<[string, Record<string, AnswerInput>, Record<string, string>]>([
    ["a required question left empty", {}, { name: FORM_ERROR_KEYS.required }],
    ["a required question of blanks", { name: { kind: "text", text: "   " } }, { name: FORM_ERROR_KEYS.required }],
    ["a bad e-mail", { ...NAME, email: { kind: "text", text: "nope" } }, { email: FORM_ERROR_KEYS.email }],
    ["a bad phone", { ...NAME, phone: { kind: "text", text: "12ab" } }, { phone: FORM_ERROR_KEYS.phone }],
    [
      "too many checkbox options",
      { ...NAME, checkbox: { kind: "choices", optionIds: ["c1", "c2", "c3"] } },
      { checkbox: FORM_ERROR_KEYS.tooMany },
    ],
    ["an impossible date", { ...NAME, date: { kind: "date", date: "2025-02-30" } }, { date: FORM_ERROR_KEYS.date }],
    ["an option not offered", { ...NAME, radio: { kind: "choice", optionId: "zz" } }, { radio: FORM_ERROR_KEYS.option }],
    [
      "every problem at once, one per field",
      { email: { kind: "text", text: "x" }, date: { kind: "date", date: "2025-13-01" } },
      { name: FORM_ERROR_KEYS.required, email: FORM_ERROR_KEYS.email, date: FORM_ERROR_KEYS.date },
    ],
  ])("%s gives its message key", (_case, inputs, errors) => {
    expect(checkForm(FORM, inputs)).toStrictEqual(fails(errors));
  });

  describe("SMS verification (smsVerifyFlag)", () => {
    const verified = [q("phone", QUESTION_TYPE.PHONE, { required: true, verify: true }), q("email", QUESTION_TYPE.EMAIL, { verify: true })];

    it.each<[string, Record<string, AnswerInput>, unknown]>([
      ["a phone without its code", { phone: { kind: "text", text: "13800000000" } }, fails({ phone: FORM_ERROR_KEYS.code })],
      [
        "the phone's code becomes the body's code and leaves the answer",
        { phone: { kind: "text", text: "13800000000", verifyCode: " 123456 " } },
        { ok: true, submission: { questions: [{ questionId: "phone", questionType: 2, answerContent: "13800000000" }], code: "123456" } },
      ],
      [
        "an e-mail is never verified on a marketing form",
        { phone: { kind: "text", text: "13800000000", verifyCode: "1" }, email: { kind: "text", text: "a@b.test" } },
        {
          ok: true,
          submission: {
            questions: [
              { questionId: "phone", questionType: 2, answerContent: "13800000000" },
              { questionId: "email", questionType: 3, answerContent: "a@b.test" },
            ],
            code: "1",
          },
        },
      ],
    ])("%s", (_case, inputs, expected) => {
      expect(checkForm(verified, inputs)).toStrictEqual(expected);
    });
  });
});
