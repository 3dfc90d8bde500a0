import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { settle } from "../../testing";
import { APP_TOKENS } from "../../tokens";
import { ANONYMOUS, latest, openToolRoom } from "../tools.fixtures";
import { GIFT_EFFECT_MS, MAX_GIFT_EFFECTS } from "./gifts";
import type { GiftSent } from "./ports";

const gift = (sendId: number, more: Partial<GiftSent> = {}): GiftSent => ({
  sendId,
  giftId: "rocket",
  name: "Rocket",
  imageUrl: "",
  effect: "rain",
  count: 1,
  valueCents: 8800,
  viewerId: "u-9",
  nickname: "Bo",
  sendTime: 1,
  ...more,
});

describe("Gifts (REWARD)", () => {
  it("loads the room's gifts and the payment mode when the room opens", async () => {
    const room = await openToolRoom(["gifts"]);
    const state = latest(room.feature(APP_TOKENS.Gifts).state$);
    expect(state()).toMatchObject({ status: "ready", paymentMode: "development" });
    expect(state().gifts.map((g) => g.giftId)).toEqual(["flower", "rocket"]);
  });

  it("shows every GIFT push's effect to the whole room for GIFT_EFFECT_MS, then removes it", async () => {
    const room = await openToolRoom(["gifts"]);
    const state = latest(room.feature(APP_TOKENS.Gifts).state$);
    room.realtime.push({ kind: "giftSent", gift: gift(1) });
    expect(state().effects.map((e) => e.sendId)).toEqual([1]);
    room.clock.advance(GIFT_EFFECT_MS - 1);
    expect(state().effects).toHaveLength(1);
    room.clock.advance(1);
    expect(state().effects).toEqual([]);
  });

  it(`shows at most ${MAX_GIFT_EFFECTS} effects at once, the newest`, async () => {
    const room = await openToolRoom(["gifts"]);
    const state = latest(room.feature(APP_TOKENS.Gifts).state$);
    for (let id = 1; id <= MAX_GIFT_EFFECTS + 2; id++) room.realtime.push({ kind: "giftSent", gift: gift(id) });
    expect(state().effects.map((e) => e.sendId)).toEqual([3, 4, 5, 6]);
  });

  it("sends through the server and shows the viewer's own effect once (answer and push are one send)", async () => {
    const room = await openToolRoom(["gifts"]);
    const gifts = room.feature(APP_TOKENS.Gifts);
    const state = latest(gifts.state$);
    room.giftTools.sendAnswer = (giftId, count) => gift(42, { giftId, count });
    expect(await gifts.send("rocket", 2)).toBe(true);
    expect(room.giftTools.calls).toContain("send e-10001 r-20001 rocket 2");
    room.realtime.push({ kind: "giftSent", gift: gift(42) });
    expect(state().effects.map((e) => e.sendId)).toEqual([42]);
    expect(state()).toMatchObject({ sending: false, errorKey: null });
  });

  it("intercepts an anonymous viewer before sending (§4): the login prompt opens, nothing is sent", async () => {
    const room = await openToolRoom(["gifts"], ANONYMOUS);
    expect(await room.feature(APP_TOKENS.Gifts).send("flower")).toBe(false);
    expect(room.giftTools.calls.filter((call) => call.startsWith("send"))).toEqual([]);
    expect(room.prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
  });

  it.each([
    ["too many gifts", new ApiFailure("body", "100105", 429, ""), "error.code.100105"],
    ["login needed", new ApiFailure("body", "100114", 403, ""), "tool.error.loginNeeded"],
    ["no payment provider", new ApiFailure("http", "503", 503, ""), "gifts.error.send"],
  ])("says why a send failed: %s", async (_case, failure, key) => {
    const room = await openToolRoom(["gifts"]);
    const gifts = room.feature(APP_TOKENS.Gifts);
    room.giftTools.sendAnswer = () => failure;
    expect(await gifts.send("flower")).toBe(false);
    expect(latest(gifts.state$)()).toMatchObject({ sending: false, errorKey: key });
  });

  it("drops answers that come after the room closed", async () => {
    let release: (value: Error) => void = () => undefined;
    const room = await openToolRoom(["gifts"]);
    room.giftTools.catalogueAnswer = new Promise((resolve) => (release = resolve));
    room.watchRoom.close();
    release(new Error("late"));
    await settle();
    expect(room.scope()).toBeNull();
  });
});
