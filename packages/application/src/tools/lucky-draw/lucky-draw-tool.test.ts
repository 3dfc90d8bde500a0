import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { settle } from "../../testing";
import type { LoginPromptService, LoginPromptState } from "../../login/services";
import { APP_TOKENS } from "../../tokens";
import { attentionsOf, ME, toolHarness } from "../tool-test-harness";
import { DRAW_ROLL_MS, type LuckyDrawTool } from "./lucky-draw-tool";
import type { LuckyDraw, LuckyDrawState } from "./services";

const draw = (drawId: string, winners: string[], status: LuckyDraw["status"] = "drawn"): LuckyDraw => ({
  drawId,
  title: "Mug",
  from: "present",
  winnerCount: winners.length,
  status,
  eligibleCount: 5,
  rollNames: ["Ada", "Bo", "Cy"],
  winners: winners.map((viewerId) => ({ viewerId, nickname: viewerId })),
});

async function setup(options: { anonymousWithLogin?: boolean } = {}) {
  const harness = await toolHarness(options);
  const tool = harness.container.get<LuckyDrawTool>(APP_TOKENS.LuckyDraw);
  const states: LuckyDrawState[] = [];
  tool.state$.subscribe((state) => states.push(state));
  const attention = attentionsOf(tool);
  const last = () => states.at(-1)!;
  return { ...harness, tool, states, attention, last };
}

describe("LuckyDrawTool", () => {
  it("shows the room's latest draw on start without a roll, and knows whether this viewer won", async () => {
    const { tool, luckyDrawApi, context, last, attention } = await setup();
    luckyDrawApi.current_ = { draw: draw("d1", [ME]), won: true, claimed: false };
    await tool.start(context);
    expect(last()).toMatchObject({ rolling: false, won: true, claim: "open", draw: { drawId: "d1" } });
    expect(attention.at(-1)).toEqual({ badge: false, popUp: null });
  });

  it("rolls a live draw for a few seconds, pops the panel up and raises the badge until seen", async () => {
    const { tool, context, realtime, clock, last, attention } = await setup();
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d2", ["someone"]) });
    expect(last()).toMatchObject({ rolling: true, won: false, claim: "none" });
    expect(attention.at(-1)).toEqual({ badge: true, popUp: "d2" });
    clock.advance(DRAW_ROLL_MS - 1);
    expect(last().rolling).toBe(true);
    clock.advance(1);
    expect(last().rolling).toBe(false);
    tool.seen();
    expect(attention.at(-1)).toEqual({ badge: false, popUp: "d2" });
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d2", ["someone"], "ended") });
    expect(last()).toMatchObject({ rolling: false, draw: { status: "ended" } });
    expect(attention.at(-1)).toEqual({ badge: false, popUp: "d2" });
  });

  it.each<[string, string, string, string | null]>([
    ["a blank name", " ", "13800138000", "luckyDraw.claim.invalid.name"],
    ["a bad phone", "Ada", "call me", "luckyDraw.claim.invalid.phone"],
  ])("refuses a claim form with %s before any call", async (_name, name, phone, error) => {
    const { tool, context, realtime, luckyDrawApi, last } = await setup();
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d3", [ME]) });
    expect(await tool.claim(name, phone)).toBe(false);
    expect(luckyDrawApi.claims).toEqual([]);
    expect(last().error).toBe(error);
  });

  it("sends a winner's claim, trimmed; a refused claim keeps the form open with the reason", async () => {
    const { tool, context, realtime, luckyDrawApi, last } = await setup();
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d4", [ME]) });
    luckyDrawApi.claimAnswer = () => new ApiFailure("http", "101301", 409, "closed");
    expect(await tool.claim("Ada", "13800138000")).toBe(false);
    expect(last()).toMatchObject({ claim: "open", error: "tool.error.closed" });
    luckyDrawApi.claimAnswer = () => undefined;
    expect(await tool.claim(" Ada ", " 13800138000 ")).toBe(true);
    expect(luckyDrawApi.claims.at(-1)).toEqual({ drawId: "d4", name: "Ada", phone: "13800138000" });
    expect(last()).toMatchObject({ claim: "claimed", error: null });
  });

  it("a viewer who did not win has no claim to make", async () => {
    const { tool, context, realtime, luckyDrawApi } = await setup();
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d5", ["someone"]) });
    expect(await tool.claim("Ada", "13800138000")).toBe(false);
    expect(luckyDrawApi.claims).toEqual([]);
  });

  it("an anonymous winner in an event that needs a login is intercepted before the claim (§4)", async () => {
    const { tool, context, realtime, luckyDrawApi, container } = await setup({ anonymousWithLogin: true });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d6", [ME]) });
    expect(await tool.claim("Ada", "13800138000")).toBe(false);
    expect(luckyDrawApi.claims).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("dispose ends the roll timer and forgets the draw", async () => {
    const { tool, context, realtime, clock, last, states } = await setup();
    await tool.start(context);
    realtime.push({ kind: "luckyDrawChanged", draw: draw("d7", [ME]) });
    tool.dispose();
    const count = states.length;
    clock.advance(DRAW_ROLL_MS);
    await settle();
    expect(states.length).toBe(count);
    expect(last().draw).toBeNull();
  });
});
