import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchGiftToolsApi } from "./fetch-gift-tools-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchGiftToolsApi(http) };
}

describe("FetchGiftToolsApi", () => {
  it("GETs the gifts and reads the payment mode; unreadable gifts are left out", async () => {
    const { fake, api } = setup();
    fake.ok({
      list: [
        { giftId: "flower", name: "Flower", imageUrl: "", priceCents: 100, effect: "float" },
        { giftId: "bad", effect: "boom" },
      ],
      paymentMode: "development",
    });
    expect(await api.catalogue("e-1", "r 1")).toEqual({
      gifts: [{ giftId: "flower", name: "Flower", imageUrl: "", priceCents: 100, effect: "float" }],
      paymentMode: "development",
    });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/gifts`);
  });

  it.each([
    ["no mode", {}, "unavailable"],
    ["an unknown mode", { paymentMode: "card" }, "unavailable"],
  ])("reads %s as unavailable payment", async (_case, data, mode) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect((await api.catalogue("e", "r")).paymentMode).toBe(mode);
  });

  it("POSTs a gift with its count and reads the stored send", async () => {
    const { fake, api } = setup();
    fake.ok({
      sendId: 1,
      giftId: "rocket",
      name: "Rocket",
      imageUrl: "",
      effect: "rain",
      count: 2,
      valueCents: 200,
      liveUserId: "u",
      nickName: "A",
      sendTime: 1,
    });
    expect((await api.send("e", "r", "rocket", 2)).viewerId).toBe("u");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e/rooms/r/gifts/send`);
    expect(sentBody(fake)).toEqual({ giftId: "rocket", count: 2 });
  });

  it("rejects a send answer it cannot read", async () => {
    const { fake, api } = setup();
    fake.ok({ nothing: true });
    await expect(api.send("e", "r", "rocket", 1)).rejects.toBeInstanceOf(ApiFailure);
  });

  it("POSTs a grab to the envelope's address and reads the outcome", async () => {
    const { fake, api } = setup();
    fake.ok({ outcome: "won", amountCents: 42 });
    expect(await api.grab("e", "r", "r1")).toEqual({ outcome: "won", amountCents: 42 });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e/rooms/r/red-envelopes/r1/grab`);
  });

  it("reads the feed's posts, leaving out what it cannot read", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [{ postId: 1, kind: "text-live", content: "x", sendTime: 1 }, { postId: "?" }] });
    expect(await api.posts("e", "r")).toEqual([{ postId: 1, kind: "textLive", content: "x", sendTime: 1 }]);
  });

  it("reads the goods and the current envelope", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [], explainingId: "" });
    expect(await api.shelf("e", "r")).toEqual({ cards: [], explainingId: "" });
    fake.ok({ envelope: null, grabbedCents: null });
    expect(await api.current("e", "r")).toEqual({ envelope: null, grabbedCents: null });
  });
});
