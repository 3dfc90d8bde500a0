import { describe, expect, it } from "vitest";
import { ApiFailure, type AccessConfig, type EventInfo, type PersonalBrief, type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, InMemoryWatchedTimeStore, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import type { TrialState, TrialTimerService } from "./services";

interface Setup {
  viewer?: Partial<Viewer> | null;
  trial?: EventInfo["trial"];
  watched?: number;
  accessType?: AccessConfig["accessType"];
  clockSkewMs?: number;
}

/** The demo clock's start (FakeClock's default). */
const T0 = Date.UTC(2024, 0, 1);

function setup({ viewer = {}, trial = { enabled: true, seconds: 60 }, watched = 0, accessType = 0, clockSkewMs = 0 }: Setup = {}) {
  const brief = demoFixtures.brief();
  const personal: PersonalBrief = {
    ...brief,
    event: { ...brief.event, trial },
    viewer: viewer === null ? null : { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "", ...viewer },
    clockSkewMs,
  };
  const api = new ScriptedApiGateway({ getPersonalBrief: personal, getAccessConfig: { ...demoFixtures.accessConfig(), accessType } });
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
  /** The server names its end of the trial from now on (the brief asked afresh, or at the next begin). */
  const serverEndsAt = (endsAt: number) => {
    if (personal.viewer) api.script.getPersonalBrief = { ...personal, viewer: { ...personal.viewer, trialEndsAt: endsAt } };
  };
  return { ...harness, timer, states, serverEndsAt, disabledCount: () => disabled, prompt: () => prompts.at(-1) };
}

const active = (remainingSeconds: number, gate = "login") => ({ active: true, remainingSeconds, ended: false, gate });
const ENDED = { active: true, remainingSeconds: 0, ended: true, gate: "login" };
const INACTIVE = { active: false, remainingSeconds: 0, ended: false, gate: "login" };

describe("TrialTimer (§3 tryDuration, §4 play flow, §6)", () => {
  it.each([
    ["a logged-in viewer", { viewer: { userType: 3 } }],
    ["no viewer", { viewer: null }],
    ["an event without a trial", { trial: { enabled: false, seconds: 60 } }],
    ["a viewer who entered the password (the brief then has no trial)", { trial: { enabled: false, seconds: 60 }, accessType: 2 }],
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

  it("follows the server's end on the wall clock, paused or playing, and ends at that very moment", async () => {
    const { timer, states, clock, serverEndsAt, disabledCount, watchedTimes } = setup({ clockSkewMs: 5_000 });
    // The server's clock leads ours by 5 s: its end at T0 + 35 s is our T0 + 30 s.
    serverEndsAt(T0 + 35_000);
    await timer.begin("10001");
    expect(states.at(-1)).toEqual(active(30));
    clock.advance(10_000);
    expect(states.at(-1)).toEqual(active(20));
    expect(watchedTimes.get("10001")).toBe(0);
    clock.advance(19_999);
    expect(states.at(-1)).toEqual(active(1));
    expect(disabledCount()).toBe(0);
    clock.advance(1);
    expect(states.at(-1)).toEqual(ENDED);
    expect(disabledCount()).toBe(1);
  });

  it("asks the server for its end once the video plays, so a pause does not stretch the trial", async () => {
    const { timer, states, clock, api, serverEndsAt } = setup();
    await timer.begin("10001");
    expect(states.at(-1)).toEqual(active(60));
    // The first play address started the server's clock: it ends the trial 60 s later.
    serverEndsAt(T0 + 60_000);
    timer.setWatching(true);
    await Promise.resolve();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    clock.advance(5_000);
    timer.setWatching(false);
    clock.advance(20_000);
    expect(states.at(-1)).toEqual(active(35));
    timer.setWatching(true);
    clock.advance(35_000);
    expect(states.at(-1)).toEqual(ENDED);
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
  });

  it("the sooner end wins: the watched time stored here when it is further than the server's clock", async () => {
    const { timer, states, clock, serverEndsAt } = setup({ watched: 57 });
    serverEndsAt(T0 + 30_000);
    await timer.begin("10001");
    expect(states.at(-1)).toEqual(active(3));
    timer.setWatching(true);
    clock.advance(3_000);
    expect(states.at(-1)).toEqual(ENDED);
  });

  it("a server end already passed ends the trial at begin", async () => {
    const { timer, states, serverEndsAt, disabledCount } = setup();
    serverEndsAt(T0 - 1);
    await timer.begin("10001");
    expect(states.slice(1)).toEqual([ENDED]);
    expect(disabledCount()).toBe(1);
  });

  it("the server's refusal (100107 after a 403) ends the trial at once, even before begin resolved", async () => {
    const first = setup();
    await first.timer.begin("10001");
    first.timer.setWatching(true);
    first.clock.advance(2_000);
    first.timer.serverEnded("10001");
    expect(first.states.at(-1)).toEqual(ENDED);
    expect(first.disabledCount()).toBe(1);

    const second = setup();
    const pending = second.timer.begin("10001");
    second.timer.serverEnded("10001");
    await pending;
    expect(second.states.slice(1)).toEqual([ENDED]);
  });

  it.each([
    ["a password event: the password form", 2, "password"],
    ["a white-list event: its access page", 3, "access"],
  ] as const)("at zero on %s, back to this page after it, not the login prompt", async (_case, accessType, gate) => {
    const { timer, states, clock, navigator, prompt, watchedTimes } = setup({ accessType, watched: 58 });
    navigator.navigate("/event/10001/watch/20001?lang=en");
    await timer.begin("10001");
    expect(states.at(-1)).toEqual(active(2, gate));
    timer.setWatching(true);
    clock.advance(2_000);
    expect(states.at(-1)).toEqual({ ...ENDED, gate });
    expect(navigator.navigations.at(-1)).toEqual({
      path: "/event/10001/access",
      options: { replace: true, state: { from: "/event/10001/watch/20001?lang=en" } },
    });
    expect(prompt()?.open).toBe(false);
    expect(watchedTimes.get("10001")).toBe(60);
  });

  it("a server end only stores the whole trial as watched when it ends, and leaving the page ends nothing", async () => {
    const { timer, clock, serverEndsAt, watchedTimes, disabledCount, navigator } = setup({ accessType: 2 });
    serverEndsAt(T0 + 10_000);
    await timer.begin("10001");
    clock.advance(5_000);
    timer.end();
    clock.advance(10_000);
    expect(disabledCount()).toBe(0);
    expect(navigator.navigations).toEqual([]);
    expect(watchedTimes.get("10001")).toBe(0);
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
