import { describe, expect, it } from "vitest";
import { APP_TOKENS } from "../../tokens";
import { FakeGiftToolsApi } from "../../testing";
import { ANONYMOUS, latest, ME, openToolRoom } from "../tools.fixtures";
import type { RedEnvelope } from "./ports";

const envelope = (envelopeId: string, remaining = 5, sendTime = 1): RedEnvelope => ({
  envelopeId,
  greeting: "Hi",
  count: 5,
  totalCents: 500,
  remaining,
  sendTime,
});

describe("RedEnvelopes (no toolbar button)", () => {
  it("shows a pushed envelope, grabs a share and shows the amount; the shares left follow the pushes", async () => {
    const room = await openToolRoom(["redEnvelopes"]);
    const envelopes = room.feature(APP_TOKENS.RedEnvelopes);
    const state = latest(envelopes.state$);
    room.realtime.push({ kind: "redEnvelopeChanged", envelope: envelope("r1") });
    expect(state()).toMatchObject({ envelope: { envelopeId: "r1", remaining: 5 }, grabbedCents: null, dismissed: false });
    room.giftTools.grabAnswer = { outcome: "won", amountCents: 123 };
    expect(await envelopes.grab()).toBe(true);
    expect(room.giftTools.calls).toContain("grab e-10001 r-20001 r1");
    expect(state()).toMatchObject({ grabbedCents: 123, grabbing: false });
    room.realtime.push({ kind: "redEnvelopeChanged", envelope: envelope("r1", 3) });
    expect(state().envelope?.remaining).toBe(3);
    // A grab after one was won asks nothing.
    expect(await envelopes.grab()).toBe(false);
    expect(room.giftTools.calls.filter((call) => call.startsWith("grab"))).toHaveLength(1);
  });

  it("says when none are left", async () => {
    const room = await openToolRoom(["redEnvelopes"]);
    const envelopes = room.feature(APP_TOKENS.RedEnvelopes);
    room.realtime.push({ kind: "redEnvelopeChanged", envelope: envelope("r1", 1) });
    room.giftTools.grabAnswer = { outcome: "gone", amountCents: 0 };
    expect(await envelopes.grab()).toBe(false);
    expect(latest(envelopes.state$)()).toMatchObject({ gone: true, grabbedCents: null });
  });

  it("intercepts an anonymous viewer before grabbing (§4)", async () => {
    const room = await openToolRoom(["redEnvelopes"], ANONYMOUS);
    room.realtime.push({ kind: "redEnvelopeChanged", envelope: envelope("r1") });
    expect(await room.feature(APP_TOKENS.RedEnvelopes).grab()).toBe(false);
    expect(room.giftTools.calls.filter((call) => call.startsWith("grab"))).toEqual([]);
    expect(room.prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it("starts with the room's newest envelope, closed when the viewer already grabbed from it", async () => {
    const giftTools = new FakeGiftToolsApi();
    giftTools.currentAnswer = { envelope: envelope("r7", 2), grabbedCents: 40 };
    const room = await openToolRoom(["redEnvelopes"], ME, false, giftTools);
    expect(latest(room.feature(APP_TOKENS.RedEnvelopes).state$)()).toMatchObject({
      envelope: { envelopeId: "r7" },
      grabbedCents: 40,
      dismissed: true,
    });
  });
});
