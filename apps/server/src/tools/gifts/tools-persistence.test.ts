import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_PREFIX, FEED_PATHS, GIFT_PATHS, GOODS_PATHS, RED_ENVELOPE_PATHS } from "@livehall/wire";
import type { FeedListDTO, GoodsBody, GrabResultDTO, RankingBody, RedEnvelopeBody, RedEnvelopeStateDTO } from "@livehall/wire";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { ADMIN_HEADERS, identifiedViewer, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";

const dataDir = mkdtempSync(join(tmpdir(), "livehall-gifts-restart-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const start = (): Promise<TestServer> => startTestServer({ dataDir, adminToken: TOOL_ADMIN_TOKEN });
const admin = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}`;

describe("what survives a server restart (gifts, goods, red envelopes, feed)", () => {
  it("keeps the ranking, the cards and the one explained, the shares grabbed and the posts", async () => {
    let t = await start();
    const viewer = await identifiedViewer(t, "Keeper");
    await t.api(API_PREFIX + GIFT_PATHS.send(DEMO.id, DEMO.mainRoom), postJson({ giftId: "applause", count: 3 }, viewer.headers));
    const card = await t.api<{ card: { goodsId: string } }>(
      `${admin}/goods`,
      jsonRequest("POST", { title: "Kept", priceCents: 5, url: "https://example.com/kept" }, ADMIN_HEADERS),
    );
    await t.api(`${admin}/goods/explain`, jsonRequest("POST", { goodsId: card.body.data.card.goodsId }, ADMIN_HEADERS));
    const envelope = (
      await t.api<RedEnvelopeBody>(`${admin}/red-envelopes`, jsonRequest("POST", { count: 2, totalCents: 100 }, ADMIN_HEADERS))
    ).body.data;
    const grab = await t.api<GrabResultDTO>(
      API_PREFIX + RED_ENVELOPE_PATHS.grab(DEMO.id, DEMO.mainRoom, envelope.envelopeId),
      postJson({}, viewer.headers),
    );
    await t.api(`${admin}/feed`, jsonRequest("POST", { kind: "text-live", content: "kept line" }, ADMIN_HEADERS));
    await t.stop();

    t = await start();
    try {
      const ranking = await t.api<RankingBody>(API_PREFIX + GIFT_PATHS.ranking(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
      expect(ranking.body.data.gifts).toEqual([{ rank: 1, liveUserId: viewer.audienceId, nickName: "Keeper", value: 1800 }]);
      const goods = await t.api<GoodsBody>(API_PREFIX + GOODS_PATHS.goods(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
      expect(goods.body.data.explainingId).toBe(card.body.data.card.goodsId);
      const state = await t.api<RedEnvelopeStateDTO>(
        API_PREFIX + RED_ENVELOPE_PATHS.current(DEMO.id, DEMO.mainRoom),
        bearer(viewer.accessToken),
      );
      expect(state.body.data).toMatchObject({ envelope: { remaining: 1 }, grabbedCents: grab.body.data.amountCents });
      const again = await t.api<GrabResultDTO>(
        API_PREFIX + RED_ENVELOPE_PATHS.grab(DEMO.id, DEMO.mainRoom, envelope.envelopeId),
        postJson({}, viewer.headers),
      );
      expect(again.body.data).toEqual({ outcome: "already", amountCents: grab.body.data.amountCents });
      const feed = await t.api<FeedListDTO>(API_PREFIX + FEED_PATHS.feed(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
      expect(feed.body.data.list.map((post) => post.content)).toContain("kept line");
    } finally {
      await t.stop();
    }
  });
});
