import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_PREFIX, FEED_PATHS, GOODS_PATHS, RED_ENVELOPE_PATHS } from "@livehall/wire";
import type { FeedListDTO, GoodsBody, GrabResultDTO, RedEnvelopeStateDTO } from "@livehall/wire";
import { DEFAULT_EVENTS_DIR } from "../app-paths";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";
import { identifiedViewer } from "../tools/shared/test-viewers";

const folders: string[] = [];
const folder = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Every row the three tools hold, in a stable order (ids included: a second seeding must not add or change one). */
async function toolRows(t: TestServer): Promise<unknown[][]> {
  return [
    await t.query("select goods_id, room_id, title, image_url, price_cents, url, explaining, created_at from room_goods order by goods_id"),
    await t.query("select envelope_id, event_id, room_id, greeting, share_count, total_cents from red_envelopes order by envelope_id"),
    await t.query("select envelope_id, seq, amount_cents, audience_id from red_envelope_shares order by envelope_id, seq"),
    await t.query("select id, room_id, kind, content, created_at from feed_posts order by id"),
  ];
}

describe("the demo room's goods, red envelope and feed (event file toolItems, decision 0043)", () => {
  it("a visitor of a fresh start sees three cards (the headset explained), an envelope to grab and three posts", async () => {
    const t = await startTestServer();
    try {
      const viewer = await anonymousViewer(t);
      const goods = (await t.api<GoodsBody>(API_PREFIX + GOODS_PATHS.goods(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken))).body.data;
      expect(goods.list.map(({ title, priceCents, url, imageUrl }) => [title, priceCents, url, imageUrl])).toEqual([
        [
          "Livehall 降噪耳机 · Noise-cancelling headset",
          59900,
          "https://example.com/livehall/shop/headset",
          "/media/pictures/goods-headset.svg",
        ],
        ["直播运营手册 · Live events handbook", 4900, "https://example.com/livehall/shop/handbook", "/media/pictures/goods-handbook.svg"],
        ["年度大会门票 · Annual summit pass", 19900, "https://example.com/livehall/shop/summit-pass", "/media/pictures/goods-ticket.svg"],
      ]);
      expect(goods.explainingId).toBe(goods.list[0]?.goodsId);
      // The pictures exist: the server serves them from its own origin (the page's CSP shows 'self' images).
      for (const card of goods.list) {
        const picture = await fetch(`${t.url}${card.imageUrl}`);
        expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
      }

      const current = await t.api<RedEnvelopeStateDTO>(
        API_PREFIX + RED_ENVELOPE_PATHS.current(DEMO.id, DEMO.mainRoom),
        bearer(viewer.accessToken),
      );
      expect(current.body.data).toMatchObject({
        envelope: { greeting: "感谢观看 · Thanks for watching", count: 20, totalCents: 888, remaining: 20 },
        grabbedCents: null,
      });
      const grabber = await identifiedViewer(t, "Demo grabber");
      const envelopeId = current.body.data.envelope?.envelopeId ?? "";
      const grab = await t.api<GrabResultDTO>(
        API_PREFIX + RED_ENVELOPE_PATHS.grab(DEMO.id, DEMO.mainRoom, envelopeId),
        postJson({}, grabber.headers),
      );
      expect(grab.body.data.outcome).toBe("won");
      expect(grab.body.data.amountCents).toBeGreaterThan(0);

      const feed = (await t.api<FeedListDTO>(API_PREFIX + FEED_PATHS.feed(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken))).body.data;
      expect(feed.list.map((post) => post.kind)).toEqual(["topic", "text-live", "text-live"]);
      expect(feed.list[0]?.content).toMatch(/^今日话题/);
      // Only the main room declares items.
      const seminar = await t.api<GoodsBody>(API_PREFIX + GOODS_PATHS.goods(DEMO.id, DEMO.seminarRoom), bearer(viewer.accessToken));
      expect(seminar.body.data.list).toEqual([]);
    } finally {
      await t.stop();
    }
  });

  it("seeding twice gives the same rows: a restart stores nothing again, a grabbed share stays grabbed", async () => {
    const dataDir = folder("livehall-tool-items-");
    let t = await startTestServer({ dataDir });
    const grabber = await identifiedViewer(t, "Restart grabber");
    const [envelope] = await t.query<{ envelope_id: string }>("select envelope_id from red_envelopes");
    await t.api(API_PREFIX + RED_ENVELOPE_PATHS.grab(DEMO.id, DEMO.mainRoom, envelope?.envelope_id ?? ""), postJson({}, grabber.headers));
    const first = await toolRows(t);
    expect(first.map((rows) => rows.length)).toEqual([3, 1, 20, 3]);
    await t.stop();
    t = await startTestServer({ dataDir });
    try {
      expect(await toolRows(t)).toEqual(first);
    } finally {
      await t.stop();
    }
  });

  it("a data folder seeded before the file declared items gets them at its next start", async () => {
    const dataDir = folder("livehall-tool-items-old-");
    const oldEvents = folder("livehall-events-old-");
    cpSync(DEFAULT_EVENTS_DIR, oldEvents, { recursive: true });
    const demoFile = join(oldEvents, "demo.json");
    const demo = JSON.parse(readFileSync(demoFile, "utf8")) as { rooms: Record<string, unknown>[] };
    for (const room of demo.rooms) delete room["toolItems"];
    writeFileSync(demoFile, JSON.stringify(demo));
    let t = await startTestServer({ dataDir, eventsDir: oldEvents });
    expect((await toolRows(t)).map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    await t.stop();
    t = await startTestServer({ dataDir });
    try {
      expect((await toolRows(t)).map((rows) => rows.length)).toEqual([3, 1, 20, 3]);
    } finally {
      await t.stop();
    }
  });
});
