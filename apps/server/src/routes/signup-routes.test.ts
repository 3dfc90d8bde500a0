import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerDTO, AuthResultDTO, PersonalBriefDTO, QuestionDTO, QuestionnaireDTO } from "@livehall/wire";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { sendCode } from "../testing/login-flows";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Event 10003 is the committed signup demo (all ten question types, no code checks); 10103 is
 * the same with the e-mail question verified by a code (smsVerifyFlag 1).
 */
const SIGNUP = { id: "event-10003", number: "10003", form: "signup-10003" } as const;
const VERIFIED = { id: "event-10103", number: "10103", form: "signup-10003" } as const;

let t: TestServer;
beforeAll(async () => {
  const signup = JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "10003.json"), "utf8")) as Record<string, unknown> & {
    questionnaires: { questions: Record<string, unknown>[] }[];
    rooms: Record<string, unknown>[];
  };
  const verified = {
    ...signup,
    virtualEventNumber: VERIFIED.number,
    virtualEventId: VERIFIED.id,
    questionnaires: signup.questionnaires.map((questionnaire) => ({
      ...questionnaire,
      questions: questionnaire.questions.map((question) =>
        question["questionId"] === "q-email" ? { ...question, smsVerifyFlag: 1 } : question,
      ),
    })),
    rooms: signup.rooms.map((room) => ({ ...room, roomId: `v-${String(room["roomId"])}`, streams: [] })),
  };
  t = await startTestServer({ eventsDir: eventsDirWith({ demo: demoDefinition(), signup, verified }), captchaMaxNumber: 500 });
});
afterAll(async () => {
  await t.stop();
});

const ANSWER = "/api/events/questionnaires/answer";
const QUESTIONNAIRE = "/api/events/viewer-questionnaires";

/** A complete, valid set of answers to the demo form (§5 serialization). */
const goodAnswers = (name = "王小明"): AnswerDTO[] => [
  { questionId: "q-name", questionType: 1, answerContent: name },
  { questionId: "q-phone", questionType: 2, answerContent: "13800000001" },
  { questionId: "q-email", questionType: 3, answerContent: "Signup@Example.COM" },
  { questionId: "q-role", questionType: 4, answers: [{ optionId: "role-dev" }] },
  { questionId: "q-topics", questionType: 5, answers: [{ optionId: "topic-live" }, { optionId: "topic-data" }] },
  { questionId: "q-company", questionType: 6, answerContent: "Livehall" },
  { questionId: "q-expect", questionType: 7, answerContent: "Line one\nLine two" },
  { questionId: "q-date", questionType: 8, answerContent: "2025-06-01" },
  { questionId: "q-address", questionType: 9, answerContent: "广东/深圳/南山", customAnswerContent: "科技园" },
  { questionId: "q-consent", questionType: 10, answers: [{ optionId: "consent-yes" }] },
];

const answer = (questions: AnswerDTO[], event: { id: string; form: string } = SIGNUP, extra: Record<string, unknown> = {}) =>
  t.api<AuthResultDTO>(ANSWER, postJson({ virtualEventId: event.id, questionnaireId: event.form, questions, ...extra }));
const replace = (answers: AnswerDTO[], changed: AnswerDTO): AnswerDTO[] =>
  answers.map((a) => (a.questionId === changed.questionId ? changed : a));
const without = (answers: AnswerDTO[], questionId: string): AnswerDTO[] => answers.filter((a) => a.questionId !== questionId);
const viewer = async (token: string, number: string = SIGNUP.number) =>
  (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${number}`, bearer(token))).body.data.liveUserBO;

describe("GET /api/events/viewer-questionnaires", () => {
  it("answers the questionnaire with all ten question types in order, no token needed", async () => {
    const { body } = await t.api<QuestionnaireDTO>(`${QUESTIONNAIRE}?virtualEventId=${SIGNUP.id}&questionnaireId=${SIGNUP.form}`);
    expect(body.code).toBe("200");
    expect(body.data.questionnaireId).toBe(SIGNUP.form);
    const questions: QuestionDTO[] = body.data.questions;
    expect(questions.map((q) => q.questionType).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(questions.map((q) => q.questionOrder)).toEqual([...questions.map((q) => q.questionOrder)].sort((a, b) => a - b));
    expect(questions.find((q) => q.questionType === 5)).toMatchObject({ questionOptionRestricted: 2 });
  });

  it.each([
    ["an unknown questionnaire", `virtualEventId=${SIGNUP.id}&questionnaireId=nope`, 400, "100400"],
    ["an unknown event", `virtualEventId=event-nope&questionnaireId=${SIGNUP.form}`, 200, "151001"],
    ["no questionnaire id", `virtualEventId=${SIGNUP.id}`, 400, "100400"],
  ])("answers %s with %s", async (_case, query, status, code) => {
    const answerOf = await t.api(`${QUESTIONNAIRE}?${query}`);
    expect(answerOf.status).toBe(status);
    expect(answerOf.body.code).toBe(code);
  });
});

describe("POST /api/events/questionnaires/answer", () => {
  it("signs the viewer up as an ID audience named by the NAME answer, and stores the answers", async () => {
    const { body } = await answer(goodAnswers("报名观众"), SIGNUP, { browserFingerprint: "fp-signup" });
    expect(body.code).toBe("200");
    const user = await viewer(body.data.accessToken);
    expect(user).toMatchObject({ userType: 3, nickName: "报名观众", nickNameFlag: 1, email: "" });
    const watch = await t.api(`/api/events/${SIGNUP.id}/rooms/23001/watch-init-new`, bearer(body.data.accessToken));
    expect(watch.body.code).toBe("200");

    const [row] = await t.query<{ answers: string }>("select answers from questionnaire_submissions where audience_id = ?", [
      user?.liveUserId ?? "",
    ]);
    const stored = JSON.parse(row?.answers ?? "[]") as AnswerDTO[];
    expect(stored).toHaveLength(10);
    expect(stored.find((a) => a.questionId === "q-topics")?.answers).toEqual([{ optionId: "topic-live" }, { optionId: "topic-data" }]);
  });

  it("accepts only the required answers", async () => {
    const required = goodAnswers().filter((a) => ["q-name", "q-phone", "q-role", "q-consent"].includes(a.questionId));
    expect((await answer(required)).body.code).toBe("200");
  });

  it("without a proven account, every sign-up is a new audience", async () => {
    const first = await viewer((await answer(goodAnswers())).body.data.accessToken);
    const second = await viewer((await answer(goodAnswers())).body.data.accessToken);
    expect(first?.liveUserId).not.toBe(second?.liveUserId);
  });

  it.each([
    ["the required name missing", without(goodAnswers(), "q-name"), /姓名/],
    ["the required radio missing", without(goodAnswers(), "q-role"), /您的角色/],
    ["a malformed e-mail", replace(goodAnswers(), { questionId: "q-email", questionType: 3, answerContent: "nope@" }), /邮箱/],
    ["letters as phone", replace(goodAnswers(), { questionId: "q-phone", questionType: 2, answerContent: "138-call-me" }), /手机号/],
    [
      "two radio options",
      replace(goodAnswers(), { questionId: "q-role", questionType: 4, answers: [{ optionId: "role-dev" }, { optionId: "role-pm" }] }),
      /您的角色/,
    ],
    [
      "an option of another question",
      replace(goodAnswers(), { questionId: "q-role", questionType: 4, answers: [{ optionId: "topic-live" }] }),
      /您的角色/,
    ],
    [
      "three topics where two are allowed",
      replace(goodAnswers(), {
        questionId: "q-topics",
        questionType: 5,
        answers: [{ optionId: "topic-live" }, { optionId: "topic-chat" }, { optionId: "topic-data" }],
      }),
      /主题/,
    ],
    ["a date that does not exist", replace(goodAnswers(), { questionId: "q-date", questionType: 8, answerContent: "2025-02-30" }), /日期/],
    ["an unknown question", [...goodAnswers(), { questionId: "q-nope", questionType: 6, answerContent: "x" }], /q-nope/],
  ])("answers 100109 naming the question for %s", async (_case, questions, message) => {
    const { status, body } = await answer(questions);
    expect(status).toBe(200);
    expect(body.code).toBe("100109");
    expect(body.msg).toMatch(message);
  });

  it.each([
    ["an event whose access is not signup", { id: DEMO.id, form: SIGNUP.form }],
    ["another questionnaire than the default", { id: SIGNUP.id, form: "other-form" }],
  ])("answers 100403 for %s", async (_case, event) => {
    expect((await answer(goodAnswers(), event)).body.code).toBe("100403");
  });

  it.each([
    ["no questions list", { virtualEventId: SIGNUP.id, questionnaireId: SIGNUP.form }],
    [
      "a question type out of range",
      { virtualEventId: SIGNUP.id, questionnaireId: SIGNUP.form, questions: [{ questionId: "q-name", questionType: 11 }] },
    ],
    [
      "options as a string",
      {
        virtualEventId: SIGNUP.id,
        questionnaireId: SIGNUP.form,
        questions: [{ questionId: "q-role", questionType: 4, answers: "role-dev" }],
      },
    ],
  ])("answers 100400 for %s", async (_case, body) => {
    const result = await t.api(ANSWER, postJson(body));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("100400");
  });
});

describe("sign-up with a verified e-mail (smsVerifyFlag, event 10103)", () => {
  const email = "verified@example.com";

  it("needs the code sent to the answer: none or a wrong one → 100109 naming the question", async () => {
    const missing = await answer(replace(goodAnswers(), { questionId: "q-email", questionType: 3, answerContent: email }), VERIFIED);
    expect(missing.body.code).toBe("100109");
    expect(missing.body.msg).toMatch(/邮箱/);
    const wrong = await answer(
      replace(goodAnswers(), { questionId: "q-email", questionType: 3, answerContent: email, verifyCode: "000000" }),
      VERIFIED,
    );
    expect(wrong.body.code).toBe("100109");
    expect(wrong.body.msg).toMatch(/邮箱/);
  });

  it("with the right code, the e-mail becomes the audience's account: signing up again is the same audience", async () => {
    const code = await sendCode(t, VERIFIED.id, email, 4);
    const first = await answer(
      replace(goodAnswers("Verified"), { questionId: "q-email", questionType: 3, answerContent: email, verifyCode: code }),
      VERIFIED,
    );
    expect(first.body.code).toBe("200");
    const user = await viewer(first.body.data.accessToken, VERIFIED.number);
    expect(user).toMatchObject({ userType: 3, email, nickName: "Verified" });

    const reused = await answer(
      replace(goodAnswers(), { questionId: "q-email", questionType: 3, answerContent: email, verifyCode: code }),
      VERIFIED,
    );
    expect(reused.body.code).toBe("100109");

    t.advance(61_000);
    try {
      const again = await sendCode(t, VERIFIED.id, email, 4);
      const second = await answer(
        replace(goodAnswers(), { questionId: "q-email", questionType: 3, answerContent: email, verifyCode: again }),
        VERIFIED,
      );
      expect((await viewer(second.body.data.accessToken, VERIFIED.number))?.liveUserId).toBe(user?.liveUserId);
    } finally {
      t.advance(-61_000);
    }
  });
});
