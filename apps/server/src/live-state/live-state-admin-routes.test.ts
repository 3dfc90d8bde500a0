import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, TOPICS, type LivePlayAddrDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { DEMO_CHANNELS, joinedClient, pushes } from "../testing/realtime-client";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

// The organiser's live controls, through the room's one live-state owner (live-state.ts); the
// screen and board commands: routes/board-routes.test.ts, admin/cli-args.test.ts.
let t: TestServer;
const admin = { authorization: "Bearer test-admin-token-0123456789-0123456789abcdef" };
beforeAll(async () => {
  t = await startTestServer({ adminToken: "test-admin-token-0123456789-0123456789abcdef" });
});
afterAll(async () => {
  await t.stop();
});

const LIVE = API_PREFIX + ADMIN_PATHS.live(DEMO.number, DEMO.mainRoom);
const viewer = (topics: readonly number[]) => joinedClient(t, topics);

describe("POST …/live", () => {
  it("stop and start set the push status of the room's screens, not its board (live-play-addr: streams 1) and push LIVE_STATUS", async () => {
    const client = await viewer([TOPICS.LIVE_STATUS]);
    const { accessToken } = await demoTokens(t);
    const playAddr = async (): Promise<LivePlayAddrDTO> =>
      (await t.api<LivePlayAddrDTO>(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/live-play-addr`, bearer(accessToken))).body.data;

    const stopped = await t.api(LIVE, postJson({ status: "stop" }, admin));
    expect(stopped.body).toMatchObject({ code: "200", data: { roomChannel: DEMO_CHANNELS.main, liveStatus: 1, streams: 1, online: 1 } });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 1 } }]);
    expect(await playAddr()).toMatchObject({ pushStatus: 1, playAddrs: [] });

    const started = await t.api(LIVE, postJson({ status: "start" }, admin));
    expect(started.body).toMatchObject({ code: "200", data: { liveStatus: 2 } });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);
    const living = await playAddr();
    expect(living.pushStatus).toBe(2);
    expect(living.playAddrs).toHaveLength(2);
    client.close();
  });

  it("refuses a status other than start or stop", async () => {
    const { status, body } = await t.api(LIVE, postJson({ status: "pause" }, admin));
    expect(status).toBe(400);
    expect(body.msg).toMatch(/status/);
  });
});
