import { describe, expect, it } from "vitest";
import { ApiFailure, type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import {
  createTestContainer,
  demoFixtures,
  EXAM_FIXTURE,
  InMemoryTokenStore,
  ScriptedApiGateway,
  settle,
  testRoomContext,
} from "../../testing";
import { APP_TOKENS, getService } from "../../tokens";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { INITIAL_EXAM, type ExamState } from "./services";

const ME: Viewer = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };
const PAPER = EXAM_FIXTURE.paper;

async function setup({ viewer = {}, exam = null as typeof PAPER | null, interactAccess = null as boolean | null } = {}) {
  const brief = demoFixtures.brief();
  const event = interactAccess === null ? brief.event : { ...brief.event, interactAccess };
  const api = new ScriptedApiGateway({ getPersonalBrief: { ...brief, event, viewer: { ...ME, ...viewer } } });
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) });
  harness.realtime.setStatus("open");
  harness.examApi.exam = exam;
  const room = testRoomContext({ roomId: "r-20001", viewerId: ME.viewerId });
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  const exams = getService(harness.container, APP_TOKENS.Exam);
  const states: ExamState[] = [];
  const attention: ToolAttention[] = [];
  exams.state$.subscribe((state) => states.push(state));
  exams.attention$.subscribe((value) => attention.push(value));
  await exams.start(room.context);
  return { ...harness, exams, room, state: () => states.at(-1) ?? INITIAL_EXAM, attention: () => attention.at(-1) };
}

/** Answers to the fixture: name, radio right, checkbox half right, check right, a multi-line text. */
function answerAll(exams: Awaited<ReturnType<typeof setup>>["exams"]): void {
  exams.setAnswer("name", { kind: "text", text: "Ada" });
  exams.setAnswer("radio", { kind: "choice", optionId: "r4" });
  exams.setAnswer("checkbox", { kind: "choices", optionIds: ["c2"] });
  exams.setAnswer("check", { kind: "choices", optionIds: ["yes"] });
  exams.setAnswer("multi", { kind: "text", text: "More colours" });
  exams.setAnswer("date", { kind: "date", date: "2026-11-26" });
  exams.setAnswer("address", { kind: "address", parts: ["广东", "深圳"], detail: "1 Road" });
}

describe("Exam (exam tool)", () => {
  it("idles without an exam; a started one pops up with a badge and counts down", async () => {
    const t = await setup();
    expect(t.state().phase).toBe("idle");
    t.realtime.push({ kind: "examStarted", exam: PAPER });
    await settle();
    expect(t.state()).toMatchObject({ phase: "answering", secondsLeft: 120 });
    expect(t.attention()).toEqual({ badge: true, popUp: "exam-1" });
    t.exams.seen();
    expect(t.attention()).toEqual({ badge: false, popUp: "exam-1" });
    t.clock.advance(30_000);
    expect(t.state().secondsLeft).toBe(90);
  });

  it("announces an exam open when the room opens (badge, toast) without popping it up", async () => {
    const t = await setup({ exam: PAPER });
    expect(t.state()).toMatchObject({ phase: "answering" });
    expect(t.attention()).toEqual({ badge: true, popUp: null, announce: "exam-1" });
  });

  it("closes when the time is up and when the organiser ends it", async () => {
    const t = await setup({ exam: PAPER });
    t.clock.advance(120_000);
    expect(t.state()).toMatchObject({ phase: "closed", secondsLeft: 0 });
    expect(await t.exams.submit()).toBe("rejected");

    const u = await setup({ exam: PAPER });
    u.realtime.push({ kind: "examEnded", examId: "exam-1" });
    await settle();
    expect(u.state().phase).toBe("closed");
    expect(u.state().exam?.ended).toBe(true);
  });

  it("checks the answers first (§5 rules): a required question unanswered is named, nothing is sent", async () => {
    const t = await setup({ exam: PAPER });
    t.exams.setAnswer("email", { kind: "text", text: "not an address" });
    expect(await t.exams.submit()).toBe("rejected");
    expect(t.state().problems).toEqual({ name: "signup.error.required", email: "signup.error.email" });
    expect(t.examApi.submitCalls).toEqual([]);
  });

  it("submits the §5 serialization once and shows the score page", async () => {
    const t = await setup({ exam: PAPER });
    answerAll(t.exams);
    expect(await t.exams.submit()).toBe("submitted");
    expect(t.examApi.submitCalls[0]?.answers).toEqual([
      { questionId: "name", questionType: 1, answerContent: "Ada" },
      { questionId: "multi", questionType: 7, answerContent: "More colours" },
      { questionId: "date", questionType: 8, answerContent: "2026-11-26" },
      { questionId: "radio", questionType: 4, answers: [{ optionId: "r4" }] },
      { questionId: "checkbox", questionType: 5, answers: [{ optionId: "c2" }] },
      { questionId: "check", questionType: 10, answers: [{ optionId: "yes" }] },
      { questionId: "address", questionType: 9, answerContent: "广东/深圳", customAnswerContent: "1 Road" },
    ]);
    expect(t.state()).toMatchObject({ phase: "submitted", score: { score: 8, maxScore: 17, pendingPoints: 5 } });
    expect(await t.exams.submit()).toBe("rejected");
    expect(t.examApi.submitCalls).toHaveLength(1);
  });

  it("opens on the score page when this viewer submitted already", async () => {
    const t = await setup({ exam: PAPER });
    answerAll(t.exams);
    await t.exams.submit();
    const again = await setup({ exam: PAPER });
    again.examApi.score = t.examApi.score;
    await again.exams.start(again.room.context);
    expect(again.state().phase).toBe("submitted");
  });

  it("intercepts an anonymous viewer before submitting (§4: the login prompt opens)", async () => {
    const t = await setup({ exam: PAPER, viewer: { userType: 4, nickname: "" } });
    const prompts: LoginPromptState[] = [];
    t.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    answerAll(t.exams);
    expect(await t.exams.submit()).toBe("rejected");
    expect(t.examApi.submitCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it.each([
    [false, 0],
    [true, 1],
  ])(
    "an exam for ID viewers only (%s) intercepts an anonymous viewer for a login even with interactive access off",
    async (idOnly, prompted) => {
      const t = await setup({ exam: { ...PAPER, idViewersOnly: idOnly }, viewer: { userType: 4, nickname: "" }, interactAccess: false });
      const prompts: LoginPromptState[] = [];
      t.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
      answerAll(t.exams);
      expect(await t.exams.submit()).toBe(idOnly ? "rejected" : "submitted");
      expect(t.examApi.submitCalls).toHaveLength(1 - prompted);
      expect(prompts.filter((prompt) => prompt.open && prompt.mode === "login")).toHaveLength(prompted);
    },
  );

  it.each([
    [
      "a login (403, 120343: ID viewers only or the address's cap)",
      new ApiFailure("http", "120343", 403, ""),
      "tool.error.loginNeeded",
      "answering",
    ],
    ["over (409, 203053): closes", new ApiFailure("http", "203053", 409, ""), "error.code.203053", "closed"],
    ["too fast (429, 100105)", new ApiFailure("http", "100105", 429, ""), "error.code.100105", "answering"],
  ])("says why the server refused: %s", async (_case, failure, key, phase) => {
    const t = await setup({ exam: PAPER });
    answerAll(t.exams);
    t.examApi.submitAnswer = () => failure;
    expect(await t.exams.submit()).toBe("rejected");
    expect(t.state()).toMatchObject({ submitting: false, errorKey: key, phase });
  });

  it("submitted in another tab (409, 203052): loads the score page", async () => {
    const t = await setup({ exam: PAPER });
    answerAll(t.exams);
    t.examApi.submitAnswer = () => {
      t.examApi.score = { examId: "exam-1", score: 1, maxScore: 17, pendingPoints: 0, questions: [], answers: [] };
      return new ApiFailure("http", "203052", 409, "");
    };
    await t.exams.submit();
    expect(t.state()).toMatchObject({ phase: "submitted", score: { score: 1 } });
  });

  it("reports a failed load and loads again on retry; forgets everything on dispose", async () => {
    const brief = await setup();
    brief.examApi.currentAnswer = () => new Error("down");
    await brief.exams.start(brief.room.context);
    expect(brief.state().phase).toBe("error");
    brief.examApi.currentAnswer = null;
    brief.examApi.exam = PAPER;
    await brief.exams.retry();
    expect(brief.state().phase).toBe("answering");
    brief.exams.dispose();
    expect(brief.state()).toEqual(INITIAL_EXAM);
    expect(brief.attention()).toEqual({ badge: false, popUp: null });
  });

  it("a review of this viewer's text answer reloads the score page: reviewed mark, new score, nothing pending (decision 0042)", async () => {
    const t = await setup({ exam: PAPER });
    answerAll(t.exams);
    await t.exams.submit();
    t.exams.seen();
    const before = t.examApi.score!;
    expect(before.pendingPoints).toBe(5);
    const loads = t.examApi.currentCalls;

    // Another viewer's review, or one of another exam, changes nothing here.
    t.realtime.push({ kind: "examReviewed", examId: "exam-1", viewerId: "someone-else" });
    t.realtime.push({ kind: "examReviewed", examId: "exam-0", viewerId: ME.viewerId });
    await settle();
    expect(t.examApi.currentCalls).toBe(loads);

    // The server now holds the organiser's review of "multi".
    t.examApi.score = {
      ...before,
      score: before.score + 4,
      pendingPoints: 0,
      questions: before.questions.map((mark) => (mark.questionId === "multi" ? { ...mark, mark: "reviewed", earned: 4 } : mark)),
    };
    t.realtime.push({ kind: "examReviewed", examId: "exam-1", viewerId: ME.viewerId });
    await settle();
    expect(t.examApi.currentCalls).toBe(loads + 1);
    expect(t.state()).toMatchObject({ phase: "submitted", score: { score: before.score + 4, pendingPoints: 0 } });
    expect(t.state().score?.questions.find((mark) => mark.questionId === "multi")).toMatchObject({ mark: "reviewed", earned: 4 });
    expect(t.attention()).toMatchObject({ badge: true });
  });

  it("a review push before this viewer submitted loads nothing", async () => {
    const t = await setup({ exam: PAPER });
    const loads = t.examApi.currentCalls;
    t.realtime.push({ kind: "examReviewed", examId: "exam-1", viewerId: ME.viewerId });
    await settle();
    expect(t.examApi.currentCalls).toBe(loads);
    expect(t.state().phase).toBe("answering");
  });
});
