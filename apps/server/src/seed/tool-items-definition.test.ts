import { describe, expect, it } from "vitest";
import { MAX_GOODS } from "@livehall/wire";
import { parseEventDefinition } from "./event-definition";
import { demoJson, room0, rooms } from "./event-definition.fixtures";

type Items = Record<string, Record<string, unknown>[]>;
const card = { title: "Mug", priceCents: 1999, url: "https://shop.example.com/mug" };

/** The demo file with room 20001's toolItems changed by `edit`. */
function withItems(edit: (items: Items) => void): Record<string, unknown> {
  const definition = demoJson();
  const items = room0(definition)["toolItems"] as Items;
  edit(items);
  return definition;
}

describe("rooms[].toolItems (decision 0043)", () => {
  it("reads the demo room's three cards (one explaining), one envelope and three posts; other rooms have none", () => {
    const demo = parseEventDefinition(demoJson());
    const items = demo.rooms[0]?.toolItems;
    expect(items?.goods.map((goods) => [goods.priceCents, goods.explaining])).toEqual([
      [59900, true],
      [4900, false],
      [19900, false],
    ]);
    expect(items?.redEnvelopes).toEqual([{ greeting: "感谢观看 · Thanks for watching", count: 20, totalCents: 888 }]);
    expect(items?.feed.map((post) => post.kind)).toEqual(["topic", "text-live", "text-live"]);
    expect(demo.rooms[1]?.toolItems).toEqual({ goods: [], redEnvelopes: [], feed: [] });
  });

  it("fills defaults: no image, not explaining, no greeting; a title and a post are trimmed", () => {
    const definition = withItems((items) => {
      items["goods"] = [{ ...card, title: "  Mug  " }];
      items["redEnvelopes"] = [{ count: 2, totalCents: 2 }];
      items["feed"] = [{ kind: "topic", content: "  Hello\r\nall  " }];
    });
    expect(parseEventDefinition(definition).rooms[0]?.toolItems).toEqual({
      goods: [{ title: "Mug", imageUrl: "", priceCents: 1999, url: "https://shop.example.com/mug", explaining: false }],
      redEnvelopes: [{ greeting: "", count: 2, totalCents: 2 }],
      feed: [{ kind: "topic", content: "Hello\nall" }],
    });
  });

  it.each<[string, (items: Items) => void, string]>([
    [
      "a javascript: link",
      (i) => void (i["goods"] = [{ ...card, url: "javascript:alert(1)" }]),
      "goods[0].url: must be an http:// or https://",
    ],
    ["a relative link", (i) => void (i["goods"] = [{ ...card, url: "/shop/mug" }]), "goods[0].url: must be an http:// or https://"],
    ["a protocol-relative image", (i) => void (i["goods"] = [{ ...card, imageUrl: "//evil.example/m.png" }]), "goods[0].imageUrl: must be"],
    ["a data: image", (i) => void (i["goods"] = [{ ...card, imageUrl: "data:image/png;base64,AAAA" }]), "goods[0].imageUrl: must be"],
    ["a blank title", (i) => void (i["goods"] = [{ ...card, title: "  " }]), "goods[0].title: must not be empty"],
    ["a title of 201 characters", (i) => void (i["goods"] = [{ ...card, title: "x".repeat(201) }]), "goods[0].title: must be at most 200"],
    ["no price", (i) => void (i["goods"] = [{ title: "Mug", url: card.url }]), "goods[0].priceCents: is required"],
    ["a price in yuan", (i) => void (i["goods"] = [{ ...card, priceCents: 19.99 }]), "goods[0].priceCents: must be an integer"],
    ["a negative price", (i) => void (i["goods"] = [{ ...card, priceCents: -1 }]), "goods[0].priceCents: must be an integer"],
    ["explaining as text", (i) => void (i["goods"] = [{ ...card, explaining: "yes" }]), "goods[0].explaining: must be true or false"],
    [
      "two cards explaining",
      (i) =>
        void (i["goods"] = [
          { ...card, explaining: true },
          { ...card, explaining: true },
        ]),
      "toolItems.goods: may have one card with explaining",
    ],
    [
      `${MAX_GOODS + 1} cards`,
      (i) => void (i["goods"] = Array.from({ length: MAX_GOODS + 1 }, () => card)),
      `toolItems.goods: must hold at most ${MAX_GOODS}`,
    ],
    ["goods not a list", (i) => void ((i as Record<string, unknown>)["goods"] = card), "toolItems.goods: must be a list"],
    ["an envelope without shares", (i) => void (i["redEnvelopes"] = [{ count: 0, totalCents: 100 }]), "redEnvelopes[0].count: must be"],
    [
      "fewer cents than shares",
      (i) => void (i["redEnvelopes"] = [{ count: 10, totalCents: 9 }]),
      "redEnvelopes[0].totalCents: must be at least",
    ],
    ["501 shares", (i) => void (i["redEnvelopes"] = [{ count: 501, totalCents: 100_000 }]), "redEnvelopes[0].count: must be"],
    ["no total", (i) => void (i["redEnvelopes"] = [{ count: 3 }]), "redEnvelopes[0].totalCents: is required"],
    [
      "a greeting of 101 characters",
      (i) => void (i["redEnvelopes"] = [{ count: 1, totalCents: 1, greeting: "x".repeat(101) }]),
      "greeting: must be at most 100",
    ],
    ["an unknown post kind", (i) => void (i["feed"] = [{ kind: "poll", content: "x" }]), "feed[0].kind: must be one of topic, text-live"],
    ["an empty post", (i) => void (i["feed"] = [{ kind: "topic", content: "   " }]), "feed[0].content: must not be empty"],
    [
      "a post of 2001 characters",
      (i) => void (i["feed"] = [{ kind: "topic", content: "x".repeat(2001) }]),
      "feed[0].content: 2001 characters, at most 2000",
    ],
    [
      "a control character",
      (i) => void (i["feed"] = [{ kind: "topic", content: "a\u0007b" }]),
      "feed[0].content: control characters are not allowed",
    ],
  ])("refuses %s, naming the field", (_case, edit, message) => {
    expect(() => parseEventDefinition(withItems(edit))).toThrow(message);
  });

  it("refuses toolItems that is not an object", () => {
    const definition = demoJson();
    rooms(definition)[1]!["toolItems"] = [];
    expect(() => parseEventDefinition(definition)).toThrow("rooms[1].toolItems: must be an object");
  });
});
