import type { SignupState } from "@livehall/application";
import { QUESTION_TYPE, type Question, type Questionnaire } from "@livehall/domain";
import { IDLE_SIGNUP } from "./fake-access-services";

const question = (order: number, questionType: number, heading: string, extra: Partial<Question> = {}): Question => ({
  questionId: `q${order}`,
  heading,
  questionType,
  required: false,
  order,
  optionLimit: 0,
  verify: false,
  options: [],
  ...extra,
});

const options = (prefix: string, contents: readonly string[]) =>
  contents.map((content, index) => ({ optionId: `${prefix}-${index + 1}`, content }));

/**
 * A sign-up questionnaire with one question of each §3 type (the demo event 10003 has the same
 * kinds): q1 NAME, q2 EMAIL, q3 TXT_SINGLE, q4 TXT_MULTI, q5 PHONE (verified), q6 DATEPICKER,
 * q7 RADIO, q8 CHECKBOX (at most 2), q9 CHECK, q10 ADDRESS.
 */
export function demoQuestionnaire(): Questionnaire {
  return {
    questionnaireId: "form-10003",
    name: "Livehall 演示报名",
    questions: [
      question(1, QUESTION_TYPE.NAME, "姓名", { required: true }),
      question(2, QUESTION_TYPE.EMAIL, "邮箱", { required: true }),
      question(3, QUESTION_TYPE.TXT_SINGLE, "公司"),
      question(4, QUESTION_TYPE.TXT_MULTI, "想了解的内容"),
      question(5, QUESTION_TYPE.PHONE, "手机号", { verify: true }),
      question(6, QUESTION_TYPE.DATEPICKER, "出生日期"),
      question(7, QUESTION_TYPE.RADIO, "参会方式", { required: true, options: options("q7", ["线上", "线下"]) }),
      question(8, QUESTION_TYPE.CHECKBOX, "感兴趣的主题", { optionLimit: 2, options: options("q8", ["直播", "点播", "互动"]) }),
      question(9, QUESTION_TYPE.CHECK, "协议", { required: true, options: options("q9", ["我已阅读并同意隐私政策"]) }),
      question(10, QUESTION_TYPE.ADDRESS, "通讯地址"),
    ],
  };
}

/** Sign-up states for tests and stories. */
export const signupStates = {
  loading: (): SignupState => ({ ...IDLE_SIGNUP, status: "loading" }),
  ready: (): SignupState => ({ ...IDLE_SIGNUP, status: "ready", questionnaire: demoQuestionnaire() }),
  submitting: (): SignupState => ({ ...signupStates.ready(), status: "submitting" }),
  invalid: (): SignupState => ({
    ...signupStates.ready(),
    fieldErrors: { q1: "signup.error.required", q2: "signup.error.email", q8: "signup.error.tooMany", q9: "signup.error.required" },
  }),
  failed: (): SignupState => ({ ...signupStates.ready(), status: "error", messageKey: "error.code.100109" }),
  loadFailed: (): SignupState => ({ ...IDLE_SIGNUP, status: "error", messageKey: "error.networkTimeout" }),
  codeSent: (sentAt: number): SignupState => ({ ...signupStates.ready(), codeSentAt: { q5: sentAt }, captcha: { status: "solved" } }),
};
