import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, roomChannelId, TOPICS, type BoardPlayAddrDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import type { HubMessage } from "../realtime/ports";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

const PLAYER = { number: "10007", id: "event-10007" } as const;

let t: TestServer;
let viewer: TestViewer;
beforeAll(async () => {
  t = await startTestServer();
  viewer = await anonymousViewer(t, undefined, PLAYER.id);
});
afterAll(async () => {
  await t.stop();
});

const boardAddr = (eventId: string, query: string): string => `${API_PREFIX}${API_PATHS.boardPlayAddr(eventId)}?${query}`;
const signed = "\\?expires=\\d+&sign=[0-9a-f]{32}$";

describe("GET /api/events/{eventId}/boards/board-play-addr", () => {
  it.each([
    ["HLS", new RegExp(`/media/live/player-board-30003/720p/index\\.m3u8${signed}`)],
    ["UDP", new RegExp(`/media/flv/player-board-30003/720p\\.flv\\?expires=\\d+&sign=[0-9a-f]{32}&viewer=[0-9a-f-]{36}$`)],
  ])("answers the pushing board of room 30003 over %s", async (protocol, url) => {
    const { status, body } = await t.api<BoardPlayAddrDTO>(
      boardAddr(PLAYER.id, `roomId=30003&protocol=${protocol}`),
      bearer(viewer.accessToken),
    );
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    expect(body.data.pushStatus).toBe(2);
    expect(body.data.boardsPlayUrl).toMatch(url);
    expect(body.data.boardsPlayUrl.startsWith(t.url)).toBe(true);
  });

  it("answers an HLS board address whose playlist plays", async () => {
    const { body } = await t.api<BoardPlayAddrDTO>(boardAddr(PLAYER.id, "roomId=room-30003&protocol=HLS"), bearer(viewer.accessToken));
    const playlist = await fetch(body.data.boardsPlayUrl);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toMatch(/^#EXTM3U/);
  });

  it.each([
    ["a room whose board is not pushing (demo 20001)", DEMO.id, "roomId=20001&protocol=HLS", 0],
    ["a room without a board", PLAYER.id, "roomId=30001&protocol=UDP", 0],
  ])("answers an empty address for %s", async (_case, eventId, query, pushStatus) => {
    const token = eventId === DEMO.id ? (await demoTokens(t)).accessToken : viewer.accessToken;
    const { body } = await t.api<BoardPlayAddrDTO>(boardAddr(eventId, query), bearer(token));
    expect(body.data).toEqual({ boardsPlayUrl: "", pushStatus });
  });

  it.each([
    ["another protocol", "roomId=30003&protocol=RTMP", 400, "100400"],
    ["a lower-case protocol", "roomId=30003&protocol=hls", 400, "100400"],
    ["no protocol", "roomId=30003", 400, "100400"],
    ["no room", "protocol=HLS", 400, "100400"],
    ["a room id with a space", "roomId=30%2003&protocol=HLS", 400, "100400"],
    ["an unknown room", "roomId=39999&protocol=HLS", 200, "151002"],
  ])("refuses %s", async (_case, query, status, code) => {
    const answer = await t.api(boardAddr(PLAYER.id, query), bearer(viewer.accessToken));
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("needs a token of the event", async () => {
    expect((await t.api(boardAddr(PLAYER.id, "roomId=30003&protocol=HLS"))).status).toBe(401);
  });

  it("follows the admin board command, which pushes BOARD_STREAM_STATUS", async () => {
    const pushes: HubMessage[] = [];
    const unsubscribe = t.server.hub.subscribe(roomChannelId(PLAYER.id, "room-30003"), (message) => pushes.push(message));
    const board = (status: string) =>
      t.api(
        API_PREFIX + ADMIN_PATHS.board(PLAYER.number, "30003"),
        postJson({ status }, { authorization: `Bearer ${t.server.admin.token}` }),
      );
    try {
      expect((await board("stop")).body).toMatchObject({ code: "200", data: { pushStatus: 0 } });
      const stopped = await t.api<BoardPlayAddrDTO>(boardAddr(PLAYER.id, "roomId=30003&protocol=HLS"), bearer(viewer.accessToken));
      expect(stopped.body.data).toEqual({ boardsPlayUrl: "", pushStatus: 0 });
      await board("start");
      const started = await t.api<BoardPlayAddrDTO>(boardAddr(PLAYER.id, "roomId=30003&protocol=HLS"), bearer(viewer.accessToken));
      expect(started.body.data.pushStatus).toBe(2);
    } finally {
      unsubscribe();
    }
    expect(pushes.map((push) => [push.topic, (push.body as { pushStatus: number }).pushStatus])).toEqual([
      [TOPICS.BOARD_STREAM_STATUS, 0],
      [TOPICS.BOARD_STREAM_STATUS, 2],
    ]);
    expect((pushes[0]?.body as { boardsPlayUrl: string }).boardsPlayUrl).toBe("");
    expect((pushes[1]?.body as { boardsPlayUrl: string }).boardsPlayUrl).toMatch(/\/media\/live\/player-board-30003\/720p\/index\.m3u8\?/);
  });
});
