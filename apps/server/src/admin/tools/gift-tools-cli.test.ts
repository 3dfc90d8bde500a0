import { describe, expect, it } from "vitest";
import { ToolUsageError } from "../tool-cli";
import { parseToolCommand } from "../tool-cli-parse";
import { ATMOSPHERE_CLI } from "./atmosphere-cli";
import { FEED_CLI } from "./feed-cli";
import { GIFT_CLI } from "./gift-cli";
import { GOODS_CLI } from "./goods-cli";
import { RED_ENVELOPE_CLI } from "./red-envelope-cli";

const ROOM = "/api/admin/events/10001/rooms/20001";
const CLIS = [GIFT_CLI, GOODS_CLI, RED_ENVELOPE_CLI, FEED_CLI, ATMOSPHERE_CLI];
const parse = (line: readonly string[]) => {
  const cli = CLIS.find((candidate) => candidate.tool === line[0]);
  if (!cli) throw new Error(`no CLI ${line[0]}`);
  return parseToolCommand(line, cli).request;
};

describe("the gift, goods, red-envelope, feed and atmosphere commands", () => {
  it.each([
    [["gift", "list", "10001", "20001"], { method: "GET", path: `${ROOM}/gifts`, body: null }],
    [["gift", "ranking", "10001", "20001"], { method: "GET", path: `${ROOM}/ranking`, body: null }],
    [
      ["gift", "set", "10001", "20001", "--gift", "star:Star:50:burst:https://x.example/s.png", "--gift", "cup:Cup:0"],
      {
        method: "PUT",
        path: `${ROOM}/gifts`,
        body: {
          list: [
            { giftId: "star", name: "Star", priceCents: 50, effect: "burst", imageUrl: "https://x.example/s.png" },
            { giftId: "cup", name: "Cup", priceCents: 0, effect: "float", imageUrl: "" },
          ],
        },
      },
    ],
    [
      ["goods", "add", "10001", "20001", "--title", "Mug", "--price-cents", "1999", "--link", "https://shop.example/mug"],
      { method: "POST", path: `${ROOM}/goods`, body: { title: "Mug", priceCents: 1999, url: "https://shop.example/mug" } },
    ],
    [["goods", "explain", "10001", "20001", "g1"], { method: "POST", path: `${ROOM}/goods/explain`, body: { goodsId: "g1" } }],
    [["goods", "explain", "10001", "20001", "none"], { method: "POST", path: `${ROOM}/goods/explain`, body: { goodsId: "" } }],
    [["goods", "remove", "10001", "20001", "g1"], { method: "DELETE", path: `${ROOM}/goods/g1`, body: null }],
    [
      ["red-envelope", "send", "10001", "20001", "--count", "10", "--total-cents", "1000", "--greeting", "Hi"],
      { method: "POST", path: `${ROOM}/red-envelopes`, body: { count: 10, totalCents: 1000, greeting: "Hi" } },
    ],
    [
      ["feed", "post", "10001", "20001", "--kind", "text-live", "--content", "Goal"],
      { method: "POST", path: `${ROOM}/feed`, body: { kind: "text-live", content: "Goal" } },
    ],
    [
      ["atmosphere", "say", "10001", "20001", "--content", "Welcome", "--name", "Team"],
      { method: "POST", path: `${ROOM}/atmosphere`, body: { content: "Welcome", nickName: "Team" } },
    ],
  ])("%j → the admin call", (line, request) => {
    expect(parse(line)).toEqual(request);
  });

  it.each([
    [["gift", "send", "10001", "20001"], /gift takes/],
    [["gift", "set", "10001", "20001", "--gift", "star:Star:cheap"], /--gift must be/],
    [["gift", "set", "10001", "20001", "--gift", "star:Star:1:boom"], /effect must be/],
    [["goods", "add", "10001", "20001", "--price-cents", "1", "--link", "https://x.example"], /--title is required/],
    [["goods", "explain", "10001", "20001"], /takes 3 arguments/],
    [["red-envelope", "send", "10001", "20001", "--count", "10"], /required/],
    [["red-envelope", "send", "10001", "20001", "--count", "0", "--total-cents", "5"], /--count must be/],
    [["feed", "post", "10001", "20001", "--kind", "poll", "--content", "x"], /--kind must be/],
    [["atmosphere", "say", "10001", "20001"], /--content is required/],
  ])("%j is a usage mistake", (line, message) => {
    expect(() => parse(line)).toThrow(ToolUsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
