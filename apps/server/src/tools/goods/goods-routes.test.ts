import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, GOODS_PATHS, TOPICS, type GoodsBody, type GoodsDTO } from "@livehall/wire";
import { joinedClient, pushes } from "../../testing/realtime-client";
import { bearer, DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { ADMIN_HEADERS, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";

const admin = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/goods`;
const card = { title: "Mug", imageUrl: "https://example.com/mug.png", priceCents: 1999, url: "https://shop.example.com/mug" };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: TOOL_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

describe("goods (product cards)", () => {
  it("pushes cards and the one explained live, and viewers read the same", async () => {
    // The demo room starts with the event file's cards (decision 0043); the test's card comes after them.
    const before = (await t.api<GoodsBody>(admin, { headers: ADMIN_HEADERS })).body.data;
    expect(before.list).toHaveLength(3);
    const watcher = await joinedClient(t, [TOPICS.GOODS]);
    try {
      const added = await t.api<GoodsBody & { card: GoodsDTO }>(admin, jsonRequest("POST", card, ADMIN_HEADERS));
      expect(added.body.code).toBe("200");
      const { goodsId } = added.body.data.card;
      expect(pushes(await watcher.next())).toEqual([
        { op: TOPICS.GOODS, body: { list: [...before.list, { goodsId, ...card }], explainingId: before.explainingId } },
      ]);
      await t.api(`${admin}/explain`, jsonRequest("POST", { goodsId }, ADMIN_HEADERS));
      expect(pushes(await watcher.next())[0]?.body).toMatchObject({ explainingId: goodsId });
      const viewer = await anonymousViewer(t);
      const read = await t.api<GoodsBody>(API_PREFIX + GOODS_PATHS.goods(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
      expect(read.body.data).toEqual({ list: [...before.list, { goodsId, ...card }], explainingId: goodsId });
      await t.api(`${admin}/explain`, jsonRequest("POST", { goodsId: "" }, ADMIN_HEADERS));
      expect(pushes(await watcher.next())[0]?.body).toMatchObject({ explainingId: "" });
      await t.api(`${admin}/${goodsId}`, jsonRequest("DELETE", {}, ADMIN_HEADERS));
      expect(pushes(await watcher.next())[0]?.body).toEqual({ list: before.list, explainingId: "" });
    } finally {
      watcher.close();
    }
  });

  it.each([
    ["a javascript: link", { ...card, url: "javascript:alert(1)" }],
    ["a data: link", { ...card, url: "data:text/html,hi" }],
    ["a relative link", { ...card, url: "/mug" }],
    ["a protocol-relative link", { ...card, url: "//evil.example/mug" }],
    ["an ftp link", { ...card, url: "ftp://example.com/mug" }],
    ["a javascript: image", { ...card, imageUrl: "javascript:alert(1)" }],
    ["a protocol-relative image", { ...card, imageUrl: "//evil.example/mug.png" }],
    ["a relative image", { ...card, imageUrl: "mug.png" }],
    ["no title", { priceCents: 1, url: card.url }],
    ["a blank title", { ...card, title: "   " }],
    ["a negative price", { ...card, priceCents: -1 }],
    ["a price as text", { ...card, priceCents: "19.99" }],
    ["a title of 201 characters", { ...card, title: "x".repeat(201) }],
  ])("refuses %s (400 / 100400): links open only for http(s)", async (_case, body) => {
    const answer = await t.api(admin, jsonRequest("POST", body, ADMIN_HEADERS));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
  });

  it("answers 404 for an unknown card, 401 without the admin token", async () => {
    expect((await t.api(`${admin}/explain`, jsonRequest("POST", { goodsId: "gnope" }, ADMIN_HEADERS))).status).toBe(404);
    expect((await t.api(`${admin}/gnope`, jsonRequest("DELETE", {}, ADMIN_HEADERS))).status).toBe(404);
    expect((await t.api(admin, jsonRequest("POST", card, {}))).status).toBe(401);
  });
});
