import { describe, expect, it } from "vitest";
import { InMemoryTokenStore, ScriptedApiGateway, createTestContainer, demoFixtures, settle, testRoomContext } from "../../testing";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import { APP_TOKENS } from "../../tokens";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import { isToolbarTool } from "../../toolbar/toolbar-tool";
import { WATCH_ROOM_FEATURES } from "../../watch-room/watch-room-features";
import type { ViewerVote, VoteData, VoteResults } from "./models";
import type { Vote } from "./vote";
import type { VoteState } from "./services";

const results = (counts: number[], at: number): VoteResults => {
  const ballots = counts.reduce((a, b) => a + b, 0);
  return {
    ballots,
    choices: ballots,
    options: counts.map((count, index) => ({
      optionId: String(index + 1),
      count,
      percent: ballots ? Math.round((count * 100) / ballots) : 0,
    })),
    anonymousBallots: 0,
    at,
  };
};

function voteData(clockNow: number, more: Partial<VoteData> = {}): VoteData {
  return {
    voteId: "v-1",
    title: "Lunch?",
    multiple: false,
    options: [
      { optionId: "1", text: "Pizza" },
      { optionId: "2", text: "Salad" },
    ],
    resultsFor: "all",
    startedAt: clockNow,
    endsAt: null,
    endedAt: null,
    idViewersOnly: false,
    ...more,
  };
}

/** A signed-in viewer: the interception lets votes through. */
const registered = (): ScriptedApiGateway =>
  new ScriptedApiGateway({
    getPersonalBrief: {
      ...demoFixtures.brief(),
      viewer: { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" },
    },
  });

async function started(options: { api?: ScriptedApiGateway; current?: ViewerVote | null } = {}) {
  const harness = createTestContainer({
    api: options.api ?? registered(),
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
  });
  if (options.current !== undefined) harness.voteApi.currentVote = options.current;
  const vote = harness.container.get<Vote>(APP_TOKENS.Vote);
  const states: VoteState[] = [];
  const attention: ToolAttention[] = [];
  vote.state$.subscribe((state) => states.push(state));
  vote.attention$.subscribe((value) => attention.push(value));
  const room = testRoomContext();
  vote.start(room.context);
  await settle();
  const state = (): VoteState => states.at(-1) as VoteState;
  return { ...harness, vote, state, attention, room };
}

describe("Vote (issue 13: a vote with live results)", () => {
  it("is registered behind the VOTE button with its topic, and is a toolbar tool", async () => {
    const registration = WATCH_ROOM_FEATURES.find((feature) => feature.id === "vote");
    expect(registration).toMatchObject({ order: 1100, topics: [20304], toolbarButton: "VOTE" });
    expect(isToolbarTool((await started()).vote)).toBe(true);
  });

  it("a started vote raises the badge and pops up; the viewer chooses, submits, and sees live results", async () => {
    const { vote, state, attention, realtime, clock, voteApi } = await started();
    expect(state().vote).toBeNull();
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now()), results: results([0, 0], clock.now()) });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "v-1" });
    expect(state()).toMatchObject({ vote: { voteId: "v-1" }, ended: false, results: { ballots: 0 }, resultsHidden: false });
    vote.seen();
    expect(attention.at(-1)).toEqual({ badge: false, popUp: "v-1" });

    vote.choose("1");
    vote.choose("2");
    expect(state().selection).toEqual(["2"]);
    voteApi.castAt = clock.now();
    expect(await vote.submit()).toBe(true);
    expect(voteApi.castCalls).toEqual([{ eventId: "e-10001", roomId: "r-20001", voteId: "v-1", optionIds: ["2"] }]);
    expect(state()).toMatchObject({ myOptionIds: ["2"], submitting: false, refusal: null });

    realtime.push({ kind: "voteTally", voteId: "v-1", results: results([3, 1], clock.now() + 200) });
    expect(state().results?.ballots).toBe(4);
    // An older tally arriving late never replaces a newer one; another vote's tally is ignored.
    realtime.push({ kind: "voteTally", voteId: "v-1", results: results([1, 0], clock.now() + 100) });
    realtime.push({ kind: "voteTally", voteId: "v-other", results: results([9, 9], clock.now() + 300) });
    expect(state().results?.ballots).toBe(4);
    // After voting nothing more can be chosen or submitted.
    vote.choose("1");
    expect(state().selection).toEqual(["2"]);
    expect(await vote.submit()).toBe(false);

    // An end pushed with a time slightly ahead of this clock.
    realtime.push({
      kind: "voteEnded",
      vote: voteData(clock.now(), { endedAt: clock.now() + 500 }),
      results: results([3, 2], clock.now() + 500),
    });
    // The end is shown at once, even when this clock runs behind the server's.
    expect(state()).toMatchObject({ ended: true, secondsLeft: null, results: { ballots: 5 } });
  });

  it("multiple choice toggles options; results for voters stay hidden until the viewer voted", async () => {
    const { vote, state, realtime, clock } = await started();
    realtime.push({
      kind: "voteStarted",
      vote: voteData(clock.now(), { multiple: true, resultsFor: "voters" }),
      results: results([0, 0], clock.now()),
    });
    realtime.push({ kind: "voteTally", voteId: "v-1", results: results([2, 1], clock.now() + 1) });
    expect(state()).toMatchObject({ results: null, resultsHidden: true });
    vote.choose("1");
    vote.choose("2");
    vote.choose("1");
    vote.choose("9");
    expect(state().selection).toEqual(["2"]);
    vote.choose("1");
    expect(await vote.submit()).toBe(true);
    expect(state()).toMatchObject({ myOptionIds: ["2", "1"], resultsHidden: false, results: { ballots: 3 } });
  });

  it("loads the current vote when the room opens; an open unanswered one is announced, not popped up; the countdown follows the server's clock", async () => {
    const harness = createTestContainer();
    const now = harness.clock.now();
    const current: ViewerVote = {
      ...voteData(now, { endsAt: now + 10_000 + 2_500 }),
      myOptionIds: null,
      results: results([1, 1], now),
      serverTime: now + 10_000,
    };
    const { state, attention, clock, voteApi } = await started({ current });
    expect(voteApi.currentCalls).toEqual([{ eventId: "e-10001", roomId: "r-20001" }]);
    expect(attention.at(-1)).toEqual({ badge: true, popUp: null, announce: "v-1" });
    // The server is 10 s ahead of this clock: 2.5 s are left.
    expect(state().secondsLeft).toBe(3);
    clock.advance(500);
    expect(state().secondsLeft).toBe(2);
    clock.advance(2000);
    expect(state()).toMatchObject({ ended: true, secondsLeft: null });
  });

  it("an end pushed by the server shows at once, even while this clock's estimate of the server's runs behind", async () => {
    const harness = createTestContainer();
    const now = harness.clock.now();
    // The answer came 50 ms late: the estimate of the server's clock is 50 ms behind.
    const current: ViewerVote = { ...voteData(now - 1000), myOptionIds: null, results: results([1, 0], now - 50), serverTime: now - 50 };
    const { state, realtime, clock } = await started({ current });
    expect(state().ended).toBe(false);
    realtime.push({
      kind: "voteEnded",
      vote: voteData(now - 1000, { endedAt: clock.now() - 10 }),
      results: results([1, 1], clock.now() - 10),
    });
    expect(state()).toMatchObject({ ended: true, secondsLeft: null, results: { ballots: 2 } });
  });

  it("an answered current vote does not pop up and shows the viewer's ballot", async () => {
    const harness = createTestContainer();
    const now = harness.clock.now();
    const current: ViewerVote = {
      ...voteData(now, { resultsFor: "voters" }),
      myOptionIds: ["1"],
      results: results([1, 0], now),
      serverTime: now,
    };
    const { state, attention } = await started({ current });
    expect(attention.at(-1)).toEqual({ badge: false, popUp: null });
    expect(state()).toMatchObject({ myOptionIds: ["1"], selection: ["1"], results: { ballots: 1 }, resultsHidden: false });
  });

  it.each([
    ["alreadyVoted", true],
    ["ended", true],
    ["rateLimited", false],
    ["failed", false],
  ] as const)("a refused ballot (%s) is shown; already voted and ended load the vote again (%s)", async (refusal, reloads) => {
    const { vote, state, realtime, clock, voteApi } = await started();
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now()), results: results([0, 0], clock.now()) });
    voteApi.castAnswer = () => ({ ok: false, refusal });
    vote.choose("1");
    expect(await vote.submit()).toBe(false);
    await settle();
    expect(state()).toMatchObject({ refusal, submitting: false, myOptionIds: null });
    expect(voteApi.currentCalls).toHaveLength(reloads ? 2 : 1);
  });

  it("a rejected cast is a failed ballot, not an error", async () => {
    const { vote, state, realtime, clock, voteApi } = await started();
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now()), results: results([0, 0], clock.now()) });
    voteApi.castAnswer = () => new Error("network down");
    vote.choose("2");
    expect(await vote.submit()).toBe(false);
    expect(state().refusal).toBe("failed");
  });

  it("submitting asks the anonymous interception: refused, the login prompt opens and nothing is cast", async () => {
    const brief = demoFixtures.brief();
    const api = new ScriptedApiGateway({
      getPersonalBrief: {
        ...brief,
        event: { ...brief.event, interactAccess: true },
        viewer: { viewerId: "u-9", userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
      },
    });
    const { vote, container, realtime, clock, voteApi } = await started({ api });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now()), results: results([0, 0], clock.now()) });
    vote.choose("1");
    expect(await vote.submit()).toBe(false);
    expect(voteApi.castCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("a vote for ID viewers only intercepts an anonymous viewer for a login even with interactive access off; nothing is cast", async () => {
    const brief = demoFixtures.brief();
    const api = new ScriptedApiGateway({
      getPersonalBrief: {
        ...brief,
        event: { ...brief.event, interactAccess: false },
        viewer: { viewerId: "u-9", userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
      },
    });
    const { vote, container, realtime, clock, voteApi } = await started({ api });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now(), { idViewersOnly: true }), results: results([0, 0], clock.now()) });
    vote.choose("1");
    expect(await vote.submit()).toBe(false);
    expect(voteApi.castCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("forgets everything when the room closes", async () => {
    const { vote, state, attention, realtime, clock } = await started();
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now()), results: results([0, 0], clock.now()) });
    vote.dispose();
    expect(state().vote).toBeNull();
    expect(attention.at(-1)).toEqual({ badge: false, popUp: null });
    realtime.push({ kind: "voteStarted", vote: voteData(clock.now(), { voteId: "v-2" }), results: results([0, 0], clock.now()) });
    expect(state().vote).toBeNull();
  });
});
