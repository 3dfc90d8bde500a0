import { describe, expect, it } from "vitest";
import { APP_TOKENS } from "../../tokens";
import { FakeGiftToolsApi } from "../../testing";
import { latest, ME, openToolRoom } from "../tools.fixtures";
import type { GoodsCard } from "./ports";

const card = (goodsId: string, url = `https://shop.example/${goodsId}`): GoodsCard => ({
  goodsId,
  title: goodsId,
  imageUrl: "",
  priceCents: 100,
  url,
});

describe("Goods (GOODS)", () => {
  it("takes the cards of the room, then each push; a new card badges, an explained one pops up once", async () => {
    const giftTools = new FakeGiftToolsApi();
    giftTools.shelfAnswer = { cards: [card("a")], explainingId: "" };
    const room = await openToolRoom(["goods"], ME, false, giftTools);
    const goods = room.feature(APP_TOKENS.Goods);
    const state = latest(goods.state$);
    const attention = latest(goods.attention$);
    expect(state()).toMatchObject({ status: "ready", explaining: null });
    expect(attention()).toEqual({ badge: false, popUp: null });
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b")], explainingId: "" } });
    expect(attention()).toEqual({ badge: true, popUp: null });
    goods.seen();
    expect(attention().badge).toBe(false);
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b")], explainingId: "b" } });
    expect(state().explaining?.goodsId).toBe("b");
    expect(attention()).toEqual({ badge: false, popUp: "explain:b" });
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a")], explainingId: "" } });
    expect(state()).toMatchObject({ explaining: null, cards: [card("a")] });
  });

  it("closes the explained card until another card is explained", async () => {
    const giftTools = new FakeGiftToolsApi();
    giftTools.shelfAnswer = { cards: [card("a"), card("b")], explainingId: "a" };
    const room = await openToolRoom(["goods"], ME, false, giftTools);
    const goods = room.feature(APP_TOKENS.Goods);
    const state = latest(goods.state$);
    expect(state()).toMatchObject({ explaining: card("a"), explainingClosed: false });
    goods.closeExplaining();
    expect(state()).toMatchObject({ explaining: card("a"), explainingClosed: true });
    // The same card pushed again (a card added, say) stays closed.
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b"), card("c")], explainingId: "a" } });
    expect(state()).toMatchObject({ explaining: card("a"), explainingClosed: true });
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b")], explainingId: "b" } });
    expect(state()).toMatchObject({ explaining: card("b"), explainingClosed: false });
    goods.closeExplaining();
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b")], explainingId: "" } });
    expect(state()).toMatchObject({ explaining: null, explainingClosed: false });
    room.realtime.push({ kind: "goodsChanged", shelf: { cards: [card("a"), card("b")], explainingId: "b" } });
    expect(state()).toMatchObject({ explaining: card("b"), explainingClosed: false });
  });

  it.each([
    ["https://shop.example/a", "https://shop.example/a"],
    ["http://shop.example/a", "http://shop.example/a"],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["//shop.example/a", null],
    ["/a", null],
  ])("opens %s only when it is http(s) → %s", async (url, link) => {
    const room = await openToolRoom(["goods"]);
    expect(room.feature(APP_TOKENS.Goods).linkOf(card("x", url))).toBe(link);
  });
});
