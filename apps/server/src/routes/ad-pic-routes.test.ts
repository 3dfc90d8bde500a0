import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, type AuthResultDTO, type WatchInitDTO } from "@livehall/wire";
import { demoAndPasswordEvent } from "../testing/event-files";
import { audienceIdOf } from "../testing/viewers";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
let t: TestServer;
let tokens: AuthResultDTO;
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent(), adminToken: ADMIN_TOKEN });
  tokens = await demoTokens(t);
});
afterAll(async () => {
  await t.stop();
});

const bury = (room: string, body: unknown, token = tokens.accessToken) =>
  t.api(`/api${API_PATHS.adPicBury(DEMO.id, room)}`, postJson(body, { authorization: `Bearer ${token}` }));
const watchInit = (room: string) => t.api<WatchInitDTO>(`/api/events/${DEMO.id}/rooms/${room}/watch-init-new`, bearer(tokens.accessToken));

describe("watch-init's watchDecorate from the event file (§3, decision 0034)", () => {
  it("serves the demo event's deep theme, background, languages and ad pictures", async () => {
    const { body } = await watchInit(DEMO.mainRoom);
    expect(body.data.watchDecorate).toMatchObject({
      topicType: 1,
      moduleDiaphaneity: 60,
      topbarFlag: 1,
      backTopFlag: 1,
      followSystemLanguageFlag: 1,
      backgroundType: 2,
      backgroundUrlDisplayMode: 1,
      backgroundUrlLanguages: [{ languageType: "zh-Hans", backgroundUrl: "/media/pictures/demo-background.svg" }],
    });
    expect(body.data.watchDecorate.languageSort).toEqual(body.data.watchDecorate.watchOptionalLanguage);
    expect(body.data.watchDecorate.roomAdPics?.map((pic) => [pic.roomAdPicId, pic.adType, pic.adEnableCloseFlag])).toEqual([
      ["ad-demo-pc", 2, 1],
      ["ad-demo-mobile", 4, 1],
    ]);
  });

  it("serves a room's own override: the light breakout room without pictures", async () => {
    // A breakout room answers the viewers assigned to it (decision 0042).
    const breakout = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/breakout`;
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    expect((await t.api(`${breakout}/open`, postJson({ rooms: 1 }, admin))).body.code).toBe("200");
    const moves = [{ liveUserId: audienceIdOf(tokens.accessToken), roomNumber: "20011" }];
    expect((await t.api(`${breakout}/assign`, postJson({ moves }, admin))).body.code).toBe("200");
    const { body } = await watchInit("20011");
    expect(body.data.watchDecorate).toMatchObject({ topicType: 2, backgroundColor: "#ffffff", roomAdPics: [] });
  });

  it("serves the demo pictures the file names, and 404 for other names", async () => {
    const picture = await fetch(`${t.url}/media/pictures/demo-ad.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toContain("image/svg+xml");
    expect(await picture.text()).toContain("<svg");
    expect((await fetch(`${t.url}/media/pictures/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/pictures/missing.svg`)).status).toBe(404);
  });
});

describe("POST /api/events/{eventId}/rooms/{roomId}/ad-pics/bury", () => {
  it("counts show, click and close per picture", async () => {
    for (const action of ["show", "show", "click", "close"]) {
      const { status, body } = await bury(DEMO.mainRoom, { roomAdPicId: "ad-demo-pc", action });
      expect([status, body.code]).toEqual([200, "200"]);
    }
    const rows = await t.query<{ action: string; count: number }>(
      "select action, cast(count as integer) as count from ad_pic_bury where room_id = ? and room_ad_pic_id = ? order by action",
      ["room-20001", "ad-demo-pc"],
    );
    expect(rows.map((row) => [row.action, row.count])).toEqual([
      ["click", 1],
      ["close", 1],
      ["show", 2],
    ]);
  });

  it.each<[string, unknown, string]>([
    ["an unknown action", { roomAdPicId: "ad-demo-pc", action: "hover" }, "action"],
    ["no picture id", { action: "show" }, "roomAdPicId"],
    ["a picture id with a slash", { roomAdPicId: "ad/1", action: "show" }, "roomAdPicId"],
    ["a picture the room does not show", { roomAdPicId: "ad-other", action: "show" }, "roomAdPicId"],
    ["a numeric action", { roomAdPicId: "ad-demo-pc", action: 1 }, "action"],
  ])("answers 400 for %s", async (_name, body, field) => {
    const answer = await bury(DEMO.mainRoom, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
    expect(answer.body.msg).toContain(field);
  });

  it("answers 401 without a token and 151002 for an unknown room", async () => {
    const anonymous = await t.api(
      `/api${API_PATHS.adPicBury(DEMO.id, DEMO.mainRoom)}`,
      postJson({ roomAdPicId: "ad-demo-pc", action: "show" }),
    );
    expect(anonymous.status).toBe(401);
    expect((await bury("30001", { roomAdPicId: "ad-demo-pc", action: "show" })).body.code).toBe("151002");
  });

  it("answers 429 when one viewer reports faster than the rate", async () => {
    const viewer = await demoTokens(t);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push((await bury(DEMO.mainRoom, { roomAdPicId: "ad-demo-pc", action: "show" }, viewer.accessToken)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
  });
});
