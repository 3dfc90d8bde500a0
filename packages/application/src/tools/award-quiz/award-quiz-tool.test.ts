import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { settle } from "../../testing";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import { APP_TOKENS } from "../../tokens";
import { attentionsOf, ME, toolHarness } from "../tool-test-harness";
import type { AwardQuizTool } from "./award-quiz-tool";
import type { AwardQuiz, AwardQuizState } from "./services";

const quiz = (quizId: string, change: Partial<AwardQuiz> = {}): AwardQuiz => ({
  quizId,
  question: "2 + 2?",
  options: ["3", "4", "5"],
  winnerCount: 2,
  status: "open",
  remainingMs: 3_500,
  answerCount: 0,
  correctOption: 0,
  winners: [],
  idViewersOnly: false,
  ...change,
});

async function setup(options: { anonymousWithLogin?: boolean; anonymousFree?: boolean } = {}) {
  const harness = await toolHarness(options);
  const tool = harness.container.get<AwardQuizTool>(APP_TOKENS.AwardQuiz);
  const states: AwardQuizState[] = [];
  tool.state$.subscribe((state) => states.push(state));
  const attention = attentionsOf(tool);
  await tool.start(harness.context);
  return { ...harness, tool, states, attention, last: () => states.at(-1)! };
}

describe("AwardQuizTool", () => {
  it("a new quiz pops up and counts down each second from the server's time left; once over no answer is taken", async () => {
    const { tool, realtime, clock, last, attention, awardQuizApi } = await setup();
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q1") });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "q1" });
    expect(last()).toMatchObject({ open: true, remainingMs: 3_500 });
    clock.advance(500);
    expect(last().remainingMs).toBe(3_000);
    clock.advance(3_000);
    expect(last()).toMatchObject({ open: false, remainingMs: 0 });
    expect(await tool.answer(2)).toBe(false);
    expect(awardQuizApi.answers).toEqual([]);
  });

  it("takes one answer; the winners pushed after it give the viewer's rank; the end tells the answer and raises the badge", async () => {
    const { tool, realtime, last, awardQuizApi, attention } = await setup();
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q2") });
    expect(await tool.answer(2)).toBe(true);
    expect(await tool.answer(1)).toBe(false);
    expect(awardQuizApi.answers).toEqual([{ quizId: "q2", option: 2 }]);
    expect(last().mine).toEqual({ option: 2, rank: null });
    tool.seen();
    realtime.push({
      kind: "awardQuizChanged",
      quiz: quiz("q2", {
        answerCount: 2,
        winners: [
          { viewerId: "other", nickname: "O", rank: 1 },
          { viewerId: ME, nickname: "Me", rank: 2 },
        ],
      }),
    });
    expect(last().mine).toEqual({ option: 2, rank: 2 });
    expect(attention.at(-1)).toEqual({ badge: false, popUp: "q2" });
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q2", { status: "ended", remainingMs: 0, correctOption: 2 }) });
    expect(last()).toMatchObject({ open: false, quiz: { correctOption: 2 }, mine: { option: 2 } });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "q2" });
  });

  it.each<[string, ApiFailure, string]>([
    ["already answered", new ApiFailure("http", "101302", 409, ""), "tool.error.alreadyAnswered"],
    ["closed", new ApiFailure("http", "101301", 409, ""), "tool.error.closed"],
    ["too many", new ApiFailure("http", "100105", 429, ""), "tool.error.tooMany"],
    ["anything else", new ApiFailure("network", "", 0, ""), "tool.error.failed"],
  ])("a refused answer (%s) shows why and leaves the viewer unanswered", async (_name, failure, key) => {
    const { tool, realtime, last, awardQuizApi } = await setup();
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q3") });
    awardQuizApi.answerAnswer = () => failure;
    expect(await tool.answer(1)).toBe(false);
    expect(last()).toMatchObject({ sending: false, error: key, mine: { option: 0 } });
  });

  it("loads the current quiz with the viewer's answer on start", async () => {
    const harness = await toolHarness();
    harness.awardQuizApi.current_ = { quiz: quiz("q4"), mine: { option: 3, rank: null } };
    const tool = harness.container.get<AwardQuizTool>(APP_TOKENS.AwardQuiz);
    await tool.start(harness.context);
    const states: AwardQuizState[] = [];
    tool.state$.subscribe((state) => states.push(state));
    expect(states.at(-1)).toMatchObject({ open: true, mine: { option: 3 } });
    expect(await tool.answer(1)).toBe(false);
  });

  it("an anonymous viewer in an event that needs a login is intercepted before answering (§4)", async () => {
    const { tool, realtime, container, awardQuizApi } = await setup({ anonymousWithLogin: true });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q5") });
    expect(await tool.answer(2)).toBe(false);
    expect(awardQuizApi.answers).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("a quiz for ID viewers only intercepts an anonymous viewer for a login even with interactive access off; nothing is sent", async () => {
    const { tool, realtime, container, awardQuizApi } = await setup({ anonymousFree: true });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q-id", { idViewersOnly: true }) });
    expect(await tool.answer(2)).toBe(false);
    expect(awardQuizApi.answers).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("the same anonymous viewer answers a quiz open to all", async () => {
    const { tool, realtime, awardQuizApi } = await setup({ anonymousFree: true });
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q-all") });
    expect(await tool.answer(2)).toBe(true);
    expect(awardQuizApi.answers).toEqual([{ quizId: "q-all", option: 2 }]);
  });

  it("dispose stops the countdown", async () => {
    const { tool, realtime, clock, states } = await setup();
    realtime.push({ kind: "awardQuizChanged", quiz: quiz("q6") });
    tool.dispose();
    const count = states.length;
    clock.advance(10_000);
    await settle();
    expect(states.length).toBe(count);
  });
});
