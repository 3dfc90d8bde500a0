import { describe, expect, it } from "vitest";
import { ApiFailure, type EventInfo, type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, InMemoryWatchedTimeStore, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import type { TrialState, TrialTimerService } from "./services";

interface Setup {
  viewer?: Partial<Viewer> | null;
  trial?: EventInfo["trial"];
  watched?: number;
}

function setup({ viewer = {}, trial = { enabled: true, seconds: 60 }, watched = 0 }: Setup = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: {
      ...brief,
      event: { ...brief.event, trial },
      viewer: viewer === null ? null : { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "", ...viewer },
    },
  });
  const harness = createTestContainer({
    api,
    watchedTimes: new InMemoryWatchedTimeStore(watched ? { "10001": watched } : {}),
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
  });
  const timer = harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer);
  const states: TrialState[] = [];
  timer.state$.subscribe((state) => states.push(state));
  let disabled = 0;
  timer.disabled$.subscribe(() => (disabled += 1));
  const prompts: LoginPromptState[] = [];
  harness.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((state) => prompts.push(state));
  return { ...harness, timer, states, disabledCount: () => disabled, prompt: () => prompts.at(-1) };
}

const active = (remainingSeconds: number) => ({ active: true, remainingSeconds, ended: false });
const ENDED = { active: true, remainingSeconds: 0, ended: true };
const INACTIVE = { active: false, remainingSeconds: 0, ended: false };

describe("TrialTimer (§3 tryDuration, §4 play flow, §6)", () => {
  it.each([
    ["a logged-in viewer", { viewer: { userType: 3 } }],
    ["no viewer", { viewer: null }],
    ["an event without a trial", { trial: { enabled: false, seconds: 60 } }],
  ])("is inactive for %s and counts nothing", async (_case, given) => {
    const { timer, states, clock, watchedTimes } = setup(given);
    await timer.begin("10001");
    timer.setWatching(true);
    clock.advance(120_000);
    expect(states).toEqual([INACTIVE]);
    expect(watchedTimes.get("10001")).toBe(0);
  });

  it("starts from the trial seconds minus the stored watched time", async () => {
    const { timer, states } = setup({ watched: 20.5 });
    await timer.begin("10001");
    expect(states.at(-1)).toEqual(active(39));
  });

  it("counts only while watching, stores the watched time and emits once per second", async () => {
    const { timer, states, clock, watchedTimes } = setup();
    await timer.begin("10001");
    clock.advance(10_000);
    expect(states.slice(1)).toEqual([active(60)]);
    timer.setWatching(true);
    clock.advance(3_000);
    expect(states.slice(1)).toEqual([active(60), active(59), active(58), active(57)]);
    expect(watchedTimes.get("10001")).toBe(3);
    timer.setWatching(false);
    clock.advance(10_000);
    expect(states).toHaveLength(5);
  });

  it("a pause within a second is counted, and its new time waits for the one-second gap", async () => {
    const { timer, states, clock, watchedTimes } = setup();
    await timer.begin("10001");
    timer.setWatching(true);
    clock.advance(1_000);
    clock.advance(500);
    timer.setWatching(false);
    expect(watchedTimes.get("10001")).toBe(1.5);
    expect(states.at(-1)).toEqual(active(59));
    clock.advance(499);
    expect(states.at(-1)).toEqual(active(59));
    clock.advance(1);
    expect(states.at(-1)).toEqual(active(58));
  });

  it("at zero: ended, the disable-trial event once, the login prompt, and no more counting", async () => {
    const { timer, states, clock, disabledCount, prompt, watchedTimes } = setup({ watched: 57 });
    await timer.begin("10001");
    timer.setWatching(true);
    clock.advance(3_000);
    expect(states.at(-1)).toEqual(ENDED);
    expect(disabledCount()).toBe(1);
    expect(prompt()).toEqual({ open: true, mode: "login", eventNumber: "10001" });
    clock.advance(60_000);
    timer.setWatching(true);
    clock.advance(60_000);
    expect(watchedTimes.get("10001")).toBe(60);
    expect(disabledCount()).toBe(1);
  });

  it("a trial already used up ends at begin", async () => {
    const { timer, states, disabledCount, prompt, clock } = setup({ watched: 75 });
    await timer.begin("10001");
    expect(states.slice(1)).toEqual([ENDED]);
    expect(disabledCount()).toBe(1);
    expect(prompt()?.open).toBe(true);
    timer.setWatching(true);
    expect(clock.pending).toBe(0);
  });

  it("watching before begin has resolved counts from then on", async () => {
    const { timer, states, clock } = setup();
    timer.setWatching(true);
    await timer.begin("10001");
    clock.advance(2_000);
    expect(states.at(-1)).toEqual(active(58));
  });

  it("end stops counting and leaves the state inactive; an unfinished begin never starts", async () => {
    const { timer, states, clock, watchedTimes } = setup();
    await timer.begin("10001");
    timer.setWatching(true);
    clock.advance(2_000);
    timer.end();
    clock.advance(5_000);
    expect(watchedTimes.get("10001")).toBe(2);
    expect(states.at(-1)).toEqual(INACTIVE);
    const pending = timer.begin("10001");
    timer.end();
    await pending;
    expect(states.at(-1)).toEqual(INACTIVE);
  });

  it("stays inactive when the event cannot be resolved", async () => {
    const { timer, states, api, notifier } = setup();
    api.script.getPersonalBrief = new ApiFailure("timeout", "", 0, "");
    await timer.begin("10001");
    expect(states).toEqual([INACTIVE]);
    expect(notifier.notices).toEqual([]);
  });

  it("reports nothing to the server itself (WatchDuration does, once per viewer)", async () => {
    const { timer, clock, sessionApi } = setup();
    await timer.begin("10001");
    timer.setWatching(true);
    clock.advance(25_000);
    timer.setWatching(false);
    timer.end();
    expect(sessionApi.reports).toEqual([]);
  });
});
