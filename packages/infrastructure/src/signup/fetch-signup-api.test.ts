import { describe, expect, it } from "vitest";
import { ApiFailure, type SerializedAnswer } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchSignupApi } from "./fetch-signup-api";

const tokens = { accessToken: "a", refreshToken: "r", expiration: 9 };

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchSignupApi(http) };
}

const question = (id: string, order: number, extra: object = {}) => ({
  questionId: id,
  questionHeading: `Q ${id}`,
  questionType: 1,
  requiredFlag: 0,
  questionOrder: order,
  questionOptionRestricted: 0,
  smsVerifyFlag: 0,
  options: [],
  ...extra,
});

describe("FetchSignupApi", () => {
  it("GETs the questionnaire by event id and questionnaire id", async () => {
    const { fake, api } = setup();
    fake.ok({ questionnaireId: "q-1", questionnaireName: "Sign up", questions: [] });
    await api.getQuestionnaire("e-10003", "q-1");
    expect(fake.lastRequest!.init.method).toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/viewer-questionnaires?virtualEventId=e-10003&questionnaireId=q-1`);
  });

  it("maps the questionnaire: questions sorted by order, flags, options", async () => {
    const { fake, api } = setup();
    fake.ok({
      questionnaireId: "q-1",
      questionnaireName: "Sign up",
      questions: [
        question("b", 2, {
          questionType: 4,
          requiredFlag: 1,
          questionOptionRestricted: 2,
          options: [{ optionId: "o1", optionContent: "One" }],
        }),
        question("a", 1, { questionType: 9, smsVerifyFlag: 1 }),
      ],
    });
    expect(await api.getQuestionnaire("e-1", "q-1")).toEqual({
      questionnaireId: "q-1",
      name: "Sign up",
      questions: [
        { questionId: "a", heading: "Q a", questionType: 9, required: false, order: 1, optionLimit: 0, verify: true, options: [] },
        {
          questionId: "b",
          heading: "Q b",
          questionType: 4,
          required: true,
          order: 2,
          optionLimit: 2,
          verify: false,
          options: [{ optionId: "o1", content: "One" }],
        },
      ],
    });
  });

  it.each([
    ["no data", null, { questionnaireId: "", name: "", questions: [] }],
    ["questions that are not a list", { questions: { a: 1 } }, { questions: [] }],
    [
      "bad questions and options",
      {
        questions: [
          null,
          "x",
          { questionHeading: "no id" },
          { questionId: "q", questionOrder: "x", options: [null, { optionId: 5 }], requiredFlag: true },
        ],
      },
      {
        questions: [
          {
            questionId: "q",
            heading: "",
            questionType: 0,
            required: false,
            order: 0,
            optionLimit: 0,
            verify: false,
            options: [{ optionId: "5", content: "" }],
          },
        ],
      },
    ],
  ])("maps a questionnaire with %s defensively", async (_name, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getQuestionnaire("e-1", "q-1")).toMatchObject(expected);
  });

  it("POSTs the serialized answers and the fingerprint, and returns the token pair", async () => {
    const { fake, api } = setup();
    fake.ok(tokens);
    const answers: SerializedAnswer[] = [
      { questionId: "name", questionType: 8, answerContent: "Ann" },
      { questionId: "pick", questionType: 4, answers: [{ optionId: "o1" }, { optionId: "o2", answerContent: "other" }] },
      { questionId: "mail", questionType: 10, answerContent: "a@b.test", verifyCode: "123456" },
      { questionId: "where", questionType: 7, answerContent: "A/B", customAnswerContent: "Street 1" },
    ];
    expect(await api.submitQuestionnaire("e-1", "q-1", answers, "dev-1")).toEqual(tokens);
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/questionnaires/answer`);
    expect(sentBody(fake)).toEqual({ virtualEventId: "e-1", questionnaireId: "q-1", questions: answers, browserFingerprint: "dev-1" });
  });

  it("sends no fingerprint when none is given", async () => {
    const { fake, api } = setup();
    fake.ok(tokens);
    await api.submitQuestionnaire("e-1", "q-1", []);
    expect(sentBody(fake)).toEqual({ virtualEventId: "e-1", questionnaireId: "q-1", questions: [] });
  });

  it("rejects with an ApiFailure when the answer carries no tokens", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await expect(api.submitQuestionnaire("e-1", "q-1", [])).rejects.toBeInstanceOf(ApiFailure);
  });
});
