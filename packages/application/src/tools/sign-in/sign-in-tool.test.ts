import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { settle } from "../../testing";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import { APP_TOKENS } from "../../tokens";
import { attentionsOf, toolHarness } from "../tool-test-harness";
import type { SignInTool } from "./sign-in-tool";
import type { SignInState, SignInWindow } from "./services";

const window = (signInId: string, change: Partial<SignInWindow> = {}): SignInWindow => ({
  signInId,
  title: "Day 1",
  status: "open",
  remainingMs: 60_000,
  count: 0,
  idViewersOnly: false,
  ...change,
});

async function setup(options: { anonymousWithLogin?: boolean; anonymousFree?: boolean } = {}) {
  const harness = await toolHarness(options);
  const tool = harness.container.get<SignInTool>(APP_TOKENS.SignIn);
  const states: SignInState[] = [];
  tool.state$.subscribe((state) => states.push(state));
  const attention = attentionsOf(tool);
  await tool.start(harness.context);
  return { ...harness, tool, states, attention, last: () => states.at(-1)! };
}

describe("SignInTool", () => {
  it("a new window pops up, counts down and follows the live count", async () => {
    const { realtime, clock, last, attention } = await setup();
    realtime.push({ kind: "signInChanged", signIn: window("s1") });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "s1" });
    clock.advance(1_000);
    expect(last().remainingMs).toBe(59_000);
    realtime.push({ kind: "signInChanged", signIn: window("s1", { count: 12, remainingMs: 58_900 }) });
    expect(last().signIn?.count).toBe(12);
    realtime.push({ kind: "signInChanged", signIn: window("s1", { count: 9, remainingMs: 58_000 }) });
    expect(last().signIn?.count).toBe(12);
    clock.advance(60_000);
    expect(last()).toMatchObject({ open: false, remainingMs: 0 });
  });

  it("checks in once; the answer's count shows at once", async () => {
    const { tool, realtime, last, signInApi } = await setup();
    realtime.push({ kind: "signInChanged", signIn: window("s2", { count: 4 }) });
    signInApi.checkInAnswer = () => 5;
    expect(await tool.checkIn()).toBe(true);
    expect(await tool.checkIn()).toBe(false);
    expect(signInApi.checkIns).toEqual(["s2"]);
    expect(last()).toMatchObject({ signedIn: true, sending: false, signIn: { count: 5 } });
  });

  it("a refused check-in shows why; a closed window takes none", async () => {
    const { tool, realtime, last, signInApi } = await setup();
    realtime.push({ kind: "signInChanged", signIn: window("s3") });
    signInApi.checkInAnswer = () => new ApiFailure("http", "101301", 409, "");
    expect(await tool.checkIn()).toBe(false);
    expect(last()).toMatchObject({ signedIn: false, error: "tool.error.closed" });
    realtime.push({ kind: "signInChanged", signIn: window("s3", { status: "ended", remainingMs: 0 }) });
    expect(await tool.checkIn()).toBe(false);
    expect(signInApi.checkIns).toEqual(["s3"]);
  });

  it("an anonymous viewer in an event that needs a login is intercepted before checking in (§4)", async () => {
    const { tool, realtime, container, signInApi } = await setup({ anonymousWithLogin: true });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    realtime.push({ kind: "signInChanged", signIn: window("s4") });
    expect(await tool.checkIn()).toBe(false);
    expect(signInApi.checkIns).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it.each([
    [false, ["s-all"], 0],
    [true, [], 1],
  ])(
    "a check-in for ID viewers only (%s) intercepts an anonymous viewer for a login even with interactive access off",
    async (idOnly, sent, prompted) => {
      const { tool, realtime, container, signInApi } = await setup({ anonymousFree: true });
      const prompts: LoginPromptState[] = [];
      container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
      realtime.push({ kind: "signInChanged", signIn: window("s-all", { idViewersOnly: idOnly }) });
      expect(await tool.checkIn()).toBe(!idOnly);
      expect(signInApi.checkIns).toEqual(sent);
      expect(prompts.filter((prompt) => prompt.open && prompt.mode === "login")).toHaveLength(prompted);
    },
  );

  it("a check-in the server sends to a login (403, 120343: ID viewers only or the address's cap) says so", async () => {
    const { tool, realtime, last, signInApi } = await setup();
    realtime.push({ kind: "signInChanged", signIn: window("s-cap") });
    signInApi.checkInAnswer = () => new ApiFailure("http", "120343", 403, "");
    expect(await tool.checkIn()).toBe(false);
    expect(last()).toMatchObject({ signedIn: false, error: "tool.error.loginNeeded" });
  });

  it("loads the current window and whether the viewer checked in; dispose stops the countdown", async () => {
    const harness = await toolHarness();
    harness.signInApi.current_ = { signIn: window("s5", { count: 3 }), signedIn: true };
    const tool = harness.container.get<SignInTool>(APP_TOKENS.SignIn);
    const states: SignInState[] = [];
    tool.state$.subscribe((state) => states.push(state));
    await tool.start(harness.context);
    expect(states.at(-1)).toMatchObject({ signedIn: true, open: true, signIn: { count: 3 } });
    tool.dispose();
    const count = states.length;
    harness.clock.advance(120_000);
    await settle();
    expect(states.length).toBe(count);
  });
});
