import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, GIFT_PATHS, TOPICS, type GiftListDTO, type GiftSentBody, type RankingBody } from "@livehall/wire";
import { DEMO_CHANNELS, joinedClient, pushes } from "../../testing/realtime-client";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { ADMIN_HEADERS, identifiedViewer, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";
import { GIFT_RATE_COUNT } from "./gift-routes";

const gifts = API_PREFIX + GIFT_PATHS.gifts(DEMO.id, DEMO.mainRoom);
const send = API_PREFIX + GIFT_PATHS.send(DEMO.id, DEMO.mainRoom);
const ranking = API_PREFIX + GIFT_PATHS.ranking(DEMO.id, DEMO.mainRoom);
const adminGifts = `/api/admin/events/${DEMO.number}/rooms/${DEMO.seminarRoom}/gifts`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: TOOL_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

describe("gifts (REWARD) and the ranking", () => {
  it("lists the demo gifts and says payment is the development provider's", async () => {
    const viewer = await anonymousViewer(t);
    const { body } = await t.api<GiftListDTO>(gifts, bearer(viewer.accessToken));
    expect(body.data.paymentMode).toBe("development");
    expect(body.data.list.map((gift) => gift.giftId)).toEqual(["flower", "applause", "rocket"]);
  });

  it("refuses an anonymous sender (§4: a gift needs a login) and stores nothing", async () => {
    const viewer = await anonymousViewer(t, "Anon");
    const refused = await t.api(send, postJson({ giftId: "flower" }, viewer.headers));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("100114");
    expect(await t.query("select * from gift_sends where audience_id = ?", [viewer.audienceId])).toEqual([]);
  });

  it("sends a gift: the room sees its effect, the ranking follows in one coalesced push", async () => {
    const sender = await identifiedViewer(t, "Giver");
    const watcher = await joinedClient(t, [TOPICS.GIFT, TOPICS.RANKING]);
    try {
      const first = await t.api<GiftSentBody>(send, postJson({ giftId: "rocket", count: 2 }, sender.headers));
      expect(first.body.code).toBe("200");
      expect(first.body.data).toMatchObject({ giftId: "rocket", count: 2, valueCents: 17600, nickName: "Giver", effect: "rain" });
      await t.api(send, postJson({ giftId: "flower" }, sender.headers));
      await t.api(send, postJson({ giftId: "flower" }, sender.headers));
      const seen: { op: number; body: unknown }[] = [];
      while (!seen.some((push) => push.op === TOPICS.RANKING)) seen.push(...pushes(await watcher.next()));
      expect(seen.filter((push) => push.op === TOPICS.GIFT)).toHaveLength(3);
      expect(seen.find((push) => push.op === TOPICS.GIFT)?.body).toEqual(first.body.data);
      const rankingPush = seen.find((push) => push.op === TOPICS.RANKING)?.body as RankingBody;
      // One push after the burst, already carrying all three gifts.
      expect(rankingPush.gifts).toContainEqual({ rank: 1, liveUserId: sender.audienceId, nickName: "Giver", value: 17800 });
      expect(seen.filter((push) => push.op === TOPICS.RANKING)).toHaveLength(1);
      const read = await t.api<RankingBody>(ranking, bearer(sender.accessToken));
      expect(read.body.data.gifts[0]).toEqual({ rank: 1, liveUserId: sender.audienceId, nickName: "Giver", value: 17800 });
    } finally {
      watcher.close();
    }
  });

  it.each([
    ["no gift id", {}],
    ["an unknown gift", { giftId: "nope" }],
    ["a count of 0", { giftId: "flower", count: 0 }],
    ["a count of 100", { giftId: "flower", count: 100 }],
    ["a count as text", { giftId: "flower", count: "2" }],
    ["a gift id of 65 characters", { giftId: "x".repeat(65) }],
  ])("answers 400 / 100400 for %s", async (_case, body) => {
    const viewer = await identifiedViewer(t, "Bad");
    const answer = await t.api(send, postJson(body, viewer.headers));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
  });

  it("answers 401 without a token", async () => {
    expect((await t.api(send, postJson({ giftId: "flower" }))).status).toBe(401);
  });

  it(`limits one viewer to ${GIFT_RATE_COUNT} gifts per window (429 / 100105)`, async () => {
    const viewer = await identifiedViewer(t, "Flood");
    const answers = await Promise.all(
      Array.from({ length: GIFT_RATE_COUNT + 3 }, () => t.api(send, postJson({ giftId: "flower" }, viewer.headers))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(GIFT_RATE_COUNT);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(["100105", "100105", "100105"]);
  });

  it("ranks inviters by the sharerId of their invitees' access, pushed live", async () => {
    const sharer = await anonymousViewer(t, "Sharer");
    // In the seminar room, where no gift was sent: a RANKING push there comes from the invitations.
    const watcher = await joinedClient(t, [TOPICS.RANKING], DEMO_CHANNELS.seminar);
    for (let i = 0; i < 2; i++) {
      const answer = await t.api(
        "/api/sso/events/access/auth",
        postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0, sharerId: sharer.audienceId }),
      );
      expect(answer.body.code).toBe("200");
    }
    // A sharer id that is no audience of the event ranks nobody.
    await t.api(
      "/api/sso/events/access/auth",
      postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0, sharerId: "ghost" }),
    );
    const { body } = await t.api<RankingBody>(ranking, bearer(sharer.accessToken));
    expect(body.data.invitations).toEqual([{ rank: 1, liveUserId: sharer.audienceId, nickName: "Sharer", value: 2 }]);
    try {
      const pushed = pushes(await watcher.next()).find((push) => push.op === TOPICS.RANKING)?.body as RankingBody;
      expect(pushed.invitations).toEqual(body.data.invitations);
    } finally {
      watcher.close();
    }
  });

  describe("the organiser's gift list", () => {
    it("replaces the room's gifts and restores the demo gifts with an empty list", async () => {
      const list = [{ giftId: "star", name: "Star", priceCents: 50, effect: "burst", imageUrl: "https://example.com/star.png" }];
      const set = await t.api<{ list: unknown[] }>(adminGifts, jsonRequest("PUT", { list }, ADMIN_HEADERS));
      expect(set.body.data.list).toEqual([list[0]]);
      const viewer = await anonymousViewer(t);
      const seen = await t.api<GiftListDTO>(API_PREFIX + GIFT_PATHS.gifts(DEMO.id, DEMO.seminarRoom), bearer(viewer.accessToken));
      expect(seen.body.data.list).toEqual(list);
      await t.api(adminGifts, jsonRequest("PUT", { list: [] }, ADMIN_HEADERS));
      const back = await t.api<GiftListDTO>(API_PREFIX + GIFT_PATHS.gifts(DEMO.id, DEMO.seminarRoom), bearer(viewer.accessToken));
      expect(back.body.data.list).toHaveLength(3);
    });

    it.each([
      ["a javascript: image", [{ giftId: "a", name: "A", priceCents: 1, effect: "float", imageUrl: "javascript:alert(1)" }]],
      [
        "a twice-listed id",
        [
          { giftId: "a", name: "A", priceCents: 1, effect: "float" },
          { giftId: "a", name: "B", priceCents: 1, effect: "float" },
        ],
      ],
      ["an unknown effect", [{ giftId: "a", name: "A", priceCents: 1, effect: "explode" }]],
      ["a negative price", [{ giftId: "a", name: "A", priceCents: -1, effect: "float" }]],
      ["31 gifts", Array.from({ length: 31 }, (_, i) => ({ giftId: `g${i}`, name: "G", priceCents: 1, effect: "float" }))],
    ])("refuses %s (400)", async (_case, list) => {
      const answer = await t.api(adminGifts, jsonRequest("PUT", { list }, ADMIN_HEADERS));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("100400");
    });

    it("needs the admin token", async () => {
      expect((await t.api(adminGifts, jsonRequest("PUT", { list: [] }, {}))).status).toBe(401);
    });
  });
});
