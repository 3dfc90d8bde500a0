import { describe, expect, it } from "vitest";
import { ApiFailure, type AnswerInput } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, RecordingNavigator, ScriptedLoginApi, ScriptedSignupApi, createTestContainer, formFixtures } from "../testing";
import type { SignupService, SignupState } from "./services";

function setup(signupApi = new ScriptedSignupApi(), loginApi = new ScriptedLoginApi()) {
  const harness = createTestContainer({
    tokenStore: new InMemoryTokenStore(),
    navigator: new RecordingNavigator("/event/10001/signup/qn-1?roomNumber=20001&roomMode=1&lang=en"),
    signupApi,
    loginApi,
  });
  const signup = harness.container.get<SignupService>(APP_TOKENS.Signup);
  const states: SignupState[] = [];
  signup.state$.subscribe((state) => states.push(state));
  return { ...harness, signup, last: () => states.at(-1)! };
}

const solution = (n: number) => formFixtures.captchaSolution(formFixtures.captchaChallenge(n));
const good: Record<string, AnswerInput> = {
  "q-name": { kind: "text", text: " Ada " },
  "q-email": { kind: "text", text: "demo@livehall.test", verifyCode: "123456" },
  "q-role": { kind: "choice", optionId: "o-dev" },
  "q-topics": { kind: "choices", optionIds: ["o-live", "o-web"] },
  "q-date": { kind: "date", date: "" },
};

describe("Signup", () => {
  it("loads the event's questionnaire and prepares a captcha for the codes", async () => {
    const { signup, signupApi, captchaApi, last } = setup();
    await signup.load("10001", "qn-1");
    expect(signupApi.argsOf("getQuestionnaire")).toEqual([["e-10001", "qn-1"]]);
    expect(last()).toMatchObject({ status: "ready", questionnaire: formFixtures.questionnaire(), fieldErrors: {} });
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(1);
  });

  it("does not solve a captcha when no question needs a code", async () => {
    const questionnaire = formFixtures.questionnaire();
    const plain = { ...questionnaire, questions: questionnaire.questions.map((question) => ({ ...question, verify: false })) };
    const { signup, captchaApi } = setup(new ScriptedSignupApi({ getQuestionnaire: plain }));
    await signup.load("10001", "qn-1");
    expect(captchaApi.calls).toEqual([]);
  });

  it("submits the answers serialized per §5 with the device, stores the token and goes on", async () => {
    const { signup, signupApi, tokenStore, navigator, api } = setup();
    await signup.load("10001", "qn-1");
    await expect(signup.submit(good)).resolves.toBe(true);
    expect(signupApi.argsOf("submitQuestionnaire")).toEqual([
      [
        "e-10001",
        "qn-1",
        [
          { questionId: "q-name", questionType: 1, answerContent: "Ada" },
          { questionId: "q-email", questionType: 3, answerContent: "demo@livehall.test", verifyCode: "123456" },
          { questionId: "q-role", questionType: 4, answers: [{ optionId: "o-dev" }] },
          { questionId: "q-topics", questionType: 5, answers: [{ optionId: "o-live" }, { optionId: "o-web" }] },
        ],
        "device-test",
      ],
    ]);
    expect(tokenStore.get("10001")).toEqual(formFixtures.loginTokens());
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(navigator.navigations).toEqual([{ path: "/event/10001/watch/20001", options: { replace: true, search: "?lang=en" } }]);
  });

  it.each([
    ["the page the viewer came from", { from: "/event/10001/watch/20007" }, "/event/10001/watch/20007"],
    ["the requested room", { roomNumber: "20002" }, "/event/10001/meeting/20002"],
    ["the main room rather than another site", { from: "https://evil.example/" }, "/event/10001/watch/20001"],
  ])("goes on to %s", async (_name, options, expected) => {
    const { signup, navigator } = setup();
    await signup.load("10001", "qn-1");
    await signup.submit(good, options);
    expect(navigator.lastPath).toBe(expected);
  });

  it("shows what is wrong with each answer and sends nothing", async () => {
    const { signup, signupApi, last } = setup();
    await signup.load("10001", "qn-1");
    const answers: Record<string, AnswerInput> = {
      "q-email": { kind: "text", text: "demo@livehall.test" },
      "q-topics": { kind: "choices", optionIds: ["o-live", "o-ai", "o-web"] },
      "q-date": { kind: "date", date: "2023-02-30" },
    };
    await expect(signup.submit(answers)).resolves.toBe(false);
    expect(signupApi.callsTo("submitQuestionnaire")).toEqual([]);
    expect(last()).toMatchObject({
      status: "ready",
      fieldErrors: {
        "q-name": "signup.error.required",
        "q-email": "signup.error.code",
        "q-topics": "signup.error.tooMany",
        "q-date": "signup.error.date",
      },
    });
    await signup.submit(good);
    expect(last().fieldErrors).toEqual({});
  });

  it.each([
    ["an e-mail question by e-mail (identity type 2)", "q-email", "demo@livehall.test", 2],
    ["a phone question by SMS (identity type 1)", "q-phone", "13800000000", 1],
  ])("sends the code of %s with codeType 4 and the captcha", async (_name, questionId, account, identityType) => {
    const { signup, loginApi, clock, last } = setup();
    await signup.load("10001", "qn-1");
    await expect(signup.sendCode(questionId, ` ${account} `)).resolves.toBe(true);
    expect(loginApi.argsOf("sendVerificationCode")).toEqual([
      [{ eventId: "e-10001", account, identityType, codeType: 4, captcha: solution(1) }],
    ]);
    expect(last().codeSentAt).toEqual({ [questionId]: clock.now() });
  });

  it.each([
    ["a malformed e-mail", "q-email", "demo@", "signup.error.email"],
    ["a malformed phone number", "q-phone", "12ab", "signup.error.phone"],
    ["an empty answer", "q-email", " ", "signup.error.required"],
  ])("does not send a code to %s", async (_name, questionId, account, error) => {
    const { signup, loginApi, last } = setup();
    await signup.load("10001", "qn-1");
    await expect(signup.sendCode(questionId, account)).resolves.toBe(false);
    expect(loginApi.calls).toEqual([]);
    expect(last().fieldErrors).toEqual({ [questionId]: error });
  });

  it("does not send a code for a question that is not a phone or e-mail", async () => {
    const { signup, loginApi } = setup();
    await signup.load("10001", "qn-1");
    await expect(signup.sendCode("q-name", "Ada")).resolves.toBe(false);
    expect(loginApi.calls).toEqual([]);
  });

  it("a failed send shows its message and resets the captcha", async () => {
    const loginApi = new ScriptedLoginApi({ sendVerificationCode: new ApiFailure("http", "100105", 429, "") });
    const { signup, captchaApi, last } = setup(undefined, loginApi);
    await signup.load("10001", "qn-1");
    await expect(signup.sendCode("q-email", "demo@livehall.test")).resolves.toBe(false);
    expect(last()).toMatchObject({ messageKey: "error.code.100105", codeSentAt: {} });
    expect(captchaApi.callsTo("getCaptcha")).toHaveLength(3);
  });

  it("a refused answer (100109) keeps the server's verdict in the state, no toast", async () => {
    const signupApi = new ScriptedSignupApi({ submitQuestionnaire: new ApiFailure("body", "100109", 200, "邮箱 格式不正确") });
    const { signup, notifier, tokenStore, last } = setup(signupApi);
    await signup.load("10001", "qn-1");
    await expect(signup.submit(good)).resolves.toBe(false);
    expect(last()).toMatchObject({ status: "ready", messageKey: "error.code.100109" });
    expect(notifier.notices).toEqual([]);
    expect(tokenStore.get("10001")).toBeNull();
  });

  it("a time-out on submit goes to /pageError", async () => {
    const { signup, navigator } = setup(new ScriptedSignupApi({ submitQuestionnaire: new ApiFailure("timeout", "", 0, "") }));
    await signup.load("10001", "qn-1");
    await signup.submit(good);
    expect(navigator.lastPath).toBe(
      `/pageError?originUrl=${encodeURIComponent("/event/10001/signup/qn-1?roomNumber=20001&roomMode=1&lang=en")}`,
    );
  });

  it("a questionnaire that cannot be loaded shows status error", async () => {
    const { signup, last } = setup(new ScriptedSignupApi({ getQuestionnaire: new ApiFailure("body", "100400", 200, "") }));
    await signup.load("10001", "missing");
    expect(last()).toMatchObject({ status: "error", messageKey: "error.paramsRequired", questionnaire: null });
    await expect(signup.submit(good)).resolves.toBe(false);
  });
});
