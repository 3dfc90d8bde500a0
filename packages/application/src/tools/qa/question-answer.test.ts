import { describe, expect, it } from "vitest";
import { ApiFailure, type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import { createTestContainer, demoFixtures, InMemoryTokenStore, ScriptedApiGateway, settle, testRoomContext } from "../../testing";
import { APP_TOKENS, getService } from "../../tokens";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { QA_TEXT_KEYS } from "./question-answer";
import { INITIAL_QA, type QaState } from "./services";

const ME: Viewer = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };

function setup({ viewer = {}, interactAccess = true }: { viewer?: Partial<Viewer>; interactAccess?: boolean } = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: { ...brief, event: { ...brief.event, interactAccess }, viewer: { ...ME, ...viewer } },
  });
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) });
  harness.realtime.setStatus("open");
  const room = testRoomContext({ roomId: "r-20001", viewerId: ME.viewerId, interactAccess });
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  const qa = getService(harness.container, APP_TOKENS.QuestionAnswer);
  const states: QaState[] = [];
  const attention: ToolAttention[] = [];
  qa.state$.subscribe((state) => states.push(state));
  qa.attention$.subscribe((value) => attention.push(value));
  return {
    ...harness,
    qa,
    room,
    state: () => states.at(-1) ?? INITIAL_QA,
    attention: () => attention.at(-1),
    contents: () => (states.at(-1) ?? INITIAL_QA).questions.map((question) => question.content),
  };
}

describe("QuestionAnswer (Q&A tool)", () => {
  it("loads the room's questions sorted by votes, and re-sorts by time on the viewer's choice", async () => {
    const t = setup();
    t.qaApi.add("older, popular", { upVotes: 3 });
    t.qaApi.add("newer");
    await t.qa.start(t.room.context);
    expect(t.state().status).toBe("ready");
    expect(t.contents()).toEqual(["older, popular", "newer"]);
    t.qa.setOrder("time");
    expect(t.contents()).toEqual(["newer", "older, popular"]);
  });

  it("asks: the question joins the list as mine; a push of it does not double it", async () => {
    const t = setup();
    await t.qa.start(t.room.context);
    expect(await t.qa.ask("  Is it recorded?  ")).toBe("asked");
    expect(t.qaApi.askCalls).toEqual(["Is it recorded?"]);
    const mine = t.state().questions[0]!;
    expect(mine).toMatchObject({ content: "Is it recorded?", mine: true });
    t.realtime.push({ kind: "questionChanged", change: "asked", question: { ...mine } });
    await settle();
    expect(t.contents()).toEqual(["Is it recorded?"]);
  });

  it.each([
    ["empty", "   ", QA_TEXT_KEYS.empty],
    ["too long", "x".repeat(301), QA_TEXT_KEYS.tooLong],
  ])("refuses %s text without calling the server", async (_case, text, key) => {
    const t = setup();
    await t.qa.start(t.room.context);
    expect(await t.qa.ask(text)).toBe("rejected");
    expect(t.qaApi.askCalls).toEqual([]);
    expect(t.state().errorKey).toBe(key);
  });

  it("intercepts an anonymous viewer before asking (§4: the login prompt opens, nothing is sent)", async () => {
    const t = setup({ viewer: { userType: 4, nickname: "" } });
    await t.qa.start(t.room.context);
    const prompts: LoginPromptState[] = [];
    t.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    expect(await t.qa.ask("May I?")).toBe("rejected");
    expect(t.qaApi.askCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("intercepts an anonymous viewer before up-voting", async () => {
    const t = setup({ viewer: { userType: 4, nickname: "" } });
    const other = t.qaApi.add("Yours?");
    await t.qa.start(t.room.context);
    await t.qa.upVote(other.questionId);
    expect(t.qaApi.upVoteCalls).toEqual([]);
  });

  it("up-votes once: the count and the mark show, a later push keeps the mark, a second tap sends nothing", async () => {
    const t = setup();
    const other = t.qaApi.add("Good one");
    await t.qa.start(t.room.context);
    await t.qa.upVote(other.questionId);
    expect(t.state().questions[0]).toMatchObject({ upVotes: 1, upVoted: true });
    t.realtime.push({ kind: "questionChanged", change: "upVoted", question: { ...other, upVotes: 2 } });
    await settle();
    expect(t.state().questions[0]).toMatchObject({ upVotes: 2, upVoted: true });
    await t.qa.upVote(other.questionId);
    expect(t.qaApi.upVoteCalls).toHaveLength(1);
  });

  it("shows a public answer from the push and sets the badge until seen", async () => {
    const t = setup();
    const other = t.qaApi.add("Public?");
    await t.qa.start(t.room.context);
    t.realtime.push({ kind: "questionChanged", change: "answered", question: t.qaApi.answer(other.questionId, "Yes", false) });
    await settle();
    expect(t.state().questions[0]).toMatchObject({ answer: "Yes", answered: true });
    expect(t.attention()).toEqual({ badge: true, popUp: null });
    t.qa.seen();
    expect(t.attention()).toEqual({ badge: false, popUp: null });
  });

  it("fetches a private answer to its asker (the push carries no text); others never see it", async () => {
    const t = setup();
    await t.qa.start(t.room.context);
    await t.qa.ask("Private?");
    const mine = t.state().questions[0]!;
    const others = t.qaApi.add("Someone else's");
    t.realtime.push({ kind: "questionChanged", change: "answered", question: t.qaApi.answer(mine.questionId, "For you", true) });
    await settle();
    expect(t.state().questions.find((q) => q.questionId === mine.questionId)).toMatchObject({ answer: "For you", privateAnswer: true });
    expect(t.qaApi.listCalls).toHaveLength(2);
    t.realtime.push({ kind: "questionChanged", change: "answered", question: t.qaApi.answer(others.questionId, "Secret", true) });
    await settle();
    expect(t.state().questions.find((q) => q.questionId === others.questionId)?.answer).toBeNull();
    expect(t.qaApi.listCalls).toHaveLength(2);
  });

  it("asks the viewer to log in when the server counts no more anonymous up-votes from their network (403, 120343)", async () => {
    const t = setup();
    const question = t.qaApi.add("Popular?");
    await t.qa.start(t.room.context);
    t.qaApi.upVoteAnswer = () => new ApiFailure("http", "120343", 403, "");
    await t.qa.upVote(question.questionId);
    expect(t.state().errorKey).toBe("tool.error.loginNeeded");
    expect(t.state().questions[0]).toMatchObject({ upVoted: false, upVotes: 0 });
  });

  it.each([
    ["too fast (429, 100105)", new ApiFailure("http", "100105", 429, ""), "error.code.100105"],
    ["nickname needed (403, 100115)", new ApiFailure("http", "100115", 403, ""), "error.code.100115"],
  ])("says why the server refused an ask: %s", async (_case, failure, key) => {
    const t = setup();
    await t.qa.start(t.room.context);
    t.qaApi.askAnswer = () => failure;
    expect(await t.qa.ask("Refused?")).toBe("rejected");
    expect(t.state()).toMatchObject({ asking: false, errorKey: key });
  });

  it("reports a failed load and loads again on retry", async () => {
    const t = setup();
    t.qaApi.listAnswer = () => new Error("down");
    await t.qa.start(t.room.context);
    expect(t.state().status).toBe("error");
    t.qaApi.listAnswer = null;
    await t.qa.retry();
    expect(t.state().status).toBe("ready");
  });

  it("drops answers that arrive after the room closed, and forgets everything on dispose", async () => {
    const t = setup();
    await t.qa.start(t.room.context);
    t.room.close();
    expect(await t.qa.ask("late")).toBe("rejected");
    t.qa.dispose();
    expect(t.state()).toEqual(INITIAL_QA);
  });
});
