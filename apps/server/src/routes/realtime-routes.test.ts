import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePacket, jsonBody, OP, PROTOCOL_VERSION, readInt32Body, roomChannelId, TOPICS } from "@livehall/wire";
import { CLOSE_CODES } from "../realtime/close-codes";
import { connectRealtime, DEMO_CHANNELS, DEMO_ROOM, joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  // The server's own viewer-count pushes (WATCH_NUMBER) would land among the frames these tests expect.
  t = await startTestServer({ watchNumberTiming: { coalesceMs: 600_000, intervalMs: 600_000 } });
});
afterAll(async () => {
  await t.stop();
});

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A raw packet header with any lengths (for malformed cases). */
function header(packLen: number, headerLen: number, op: number, bodyLength = 0): Uint8Array {
  const bytes = new Uint8Array(16 + bodyLength);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, packLen);
  view.setInt16(4, headerLen);
  view.setInt16(6, 1);
  view.setInt32(8, op);
  view.setInt32(12, 1);
  return bytes;
}

async function heartbeatCount(client: RealtimeTestClient, seq = 5): Promise<number> {
  client.send(OP.HEARTBEAT, undefined, seq);
  const reply = await client.next();
  expect(reply.op).toBe(OP.HEARTBEAT_REPLY);
  expect(reply.seq).toBe(seq);
  return readInt32Body(reply);
}

describe("GET /sub auth", () => {
  it("accepts an event access token for a room of that event: op 8 with an empty body and the seq echoed", async () => {
    const client = await connectRealtime(t);
    const { accessToken } = await demoTokens(t);
    client.send(OP.AUTH, jsonBody({ mid: 0, key: accessToken, room_id: DEMO_ROOM, platform: "web", accepts: [TOPICS.LIVE_STATUS] }), 41);
    const reply = await client.next();
    expect(reply).toMatchObject({ op: OP.AUTH_REPLY, seq: 41 });
    expect(reply.body.length).toBe(0);
    expect(await heartbeatCount(client)).toBeGreaterThanOrEqual(1);
    client.close();
  });

  it("accepts the room by id as well as by number", async () => {
    const client = await joinedClient(t, [], DEMO_CHANNELS.seminar);
    expect(await heartbeatCount(client)).toBe(1);
    client.close();
  });

  const otherEventToken = async (): Promise<string> => {
    const { body } = await t.api<{ accessToken: string }>(
      "/api/sso/events/access/auth",
      postJson({ virtualEventId: "event-10002", accessType: 0 }),
    );
    return body.data.accessToken;
  };

  it.each([
    { name: "no token", key: () => Promise.resolve(""), room: DEMO_ROOM, code: "401" },
    { name: "a forged token", key: () => Promise.resolve("eyJmb28iOjF9.c2ln"), room: DEMO_ROOM, code: "401" },
    { name: "a token of another event", key: otherEventToken, room: DEMO_ROOM, code: "401" },
    { name: "an unknown event", key: async () => (await demoTokens(t)).accessToken, room: "live://event-99999/20001", code: "151001" },
    { name: "an unknown room", key: async () => (await demoTokens(t)).accessToken, room: roomChannelId(DEMO.id, "nope"), code: "151002" },
    { name: "a room_id that is no channel", key: async () => (await demoTokens(t)).accessToken, room: "room-20001", code: "100400" },
  ])("refuses $name: op 8 {code: $code}, then close 4401", async ({ key, room, code }) => {
    const token = await key();
    const client = await connectRealtime(t);
    client.send(OP.AUTH, jsonBody({ mid: 0, key: token, room_id: room, platform: "web", accepts: [] }), 3);
    const reply = await client.next();
    expect(reply).toMatchObject({ op: OP.AUTH_REPLY, seq: 3 });
    expect(JSON.parse(text(reply.body))).toEqual({ code });
    expect((await client.closed).code).toBe(CLOSE_CODES.authRejected);
  });

  it("refuses an expired token with 100041", async () => {
    const own = await startTestServer();
    try {
      const { accessToken } = await demoTokens(own);
      own.advance(3 * 60 * 60 * 1000);
      const client = await connectRealtime(own);
      client.send(OP.AUTH, jsonBody({ mid: 0, key: accessToken, room_id: DEMO_ROOM, platform: "web", accepts: [] }));
      expect(JSON.parse(text((await client.next()).body))).toEqual({ code: "100041" });
      expect((await client.closed).code).toBe(CLOSE_CODES.authRejected);
    } finally {
      await own.stop();
    }
  });

  it("answers a plain GET with a 400 envelope", async () => {
    const { status, body } = await t.api("/sub");
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
  });
});

describe("GET /sub in a room", () => {
  it("answers heartbeats with the room's online count", async () => {
    const room = roomChannelId(DEMO.id, "room-20002");
    const a = await joinedClient(t, [], room);
    expect(await heartbeatCount(a, 7)).toBe(1);
    const b = await joinedClient(t, [], room);
    expect(await heartbeatCount(a, 8)).toBe(2);
    expect(await heartbeatCount(b)).toBe(2);
    b.close();
    await b.closed;
    await expect.poll(() => heartbeatCount(a)).toBe(1);
    a.close();
  });

  it("delivers only the subscribed topics; op 14 / 16 change them and are answered 15 / 17", async () => {
    const client = await joinedClient(t, [TOPICS.ANNOUNCEMENT], DEMO_CHANNELS.seminar);
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 2 });
    // Nothing arrives for LIVE_STATUS: the next frame is the heartbeat reply.
    expect(await heartbeatCount(client)).toBe(1);

    client.send(OP.SUB, "20005, 20232", 9);
    expect(await client.next()).toMatchObject({ op: OP.SUB_REPLY, seq: 9 });
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 2 });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);

    client.send(OP.UNSUB, "20005", 10);
    const unsub = await client.next();
    expect(unsub).toMatchObject({ op: OP.UNSUB_REPLY, seq: 10 });
    expect(text(unsub.body)).toBe("20005");
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 1 });
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.WATCH_NUMBER, { watchNumber: 3 });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.WATCH_NUMBER, body: { watchNumber: 3 } }]);
    client.close();
  });

  it("batches the pushes of one tick into one op 9 frame", async () => {
    const client = await joinedClient(t, [TOPICS.ANNOUNCEMENT, TOPICS.LIVE_STATUS], DEMO_CHANNELS.seminar);
    void t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.ANNOUNCEMENT, { announcementEvent: 1, content: "hello" });
    void t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 2 });
    const frame = await client.next();
    expect(frame).toMatchObject({ op: OP.RAW, seq: 0 });
    expect(pushes(frame)).toEqual([
      { op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 1, content: "hello" } },
      { op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } },
    ]);
    expect(await heartbeatCount(client)).toBeGreaterThanOrEqual(1);
    expect(client.pending()).toBe(0);
    client.close();
  });

  it("moves to another room of the event on op 12 (reply 13 echoes it) and refuses others", async () => {
    const client = await joinedClient(t, [TOPICS.LIVE_STATUS]);
    const target = roomChannelId(DEMO.id, "20002");
    client.send(OP.CHANGE_ROOM, target, 12);
    const moved = await client.next();
    expect(moved).toMatchObject({ op: OP.CHANGE_ROOM_REPLY, seq: 12 });
    expect(text(moved.body)).toBe(target);
    await t.server.hub.publish(DEMO_CHANNELS.main, TOPICS.LIVE_STATUS, { liveStatus: 1 });
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 2 });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);

    for (const [room, code] of [
      ["live://event-10002/20001", "401"],
      [roomChannelId(DEMO.id, "nope"), "151002"],
      ["not a channel", "100400"],
    ] as const) {
      client.send(OP.CHANGE_ROOM, room, 13);
      const refused = await client.next();
      expect(refused).toMatchObject({ op: OP.CHANGE_ROOM_REPLY, seq: 13 });
      expect(JSON.parse(text(refused.body))).toEqual({ code });
    }
    // Still in the seminar room.
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 1 });
    expect(pushes(await client.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 1 } }]);
    client.close();
  });
});

describe("GET /sub with malformed input", () => {
  const packet = (op: number, body: Uint8Array | string = new Uint8Array(0)): Uint8Array =>
    encodePacket({ ver: PROTOCOL_VERSION, op, seq: 1, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
  const tooLarge = (): Uint8Array => {
    const bytes = header(16 + 65537, 16, OP.HEARTBEAT, 65537);
    return bytes;
  };

  type Case = { name: string; authenticated: boolean; send: Uint8Array | string };
  const cases: Case[] = [
    { name: "a truncated packet", authenticated: true, send: new Uint8Array([0, 0, 0, 16, 0]) },
    { name: "packLen larger than the frame", authenticated: true, send: header(40, 16, OP.HEARTBEAT) },
    { name: "packLen smaller than the frame", authenticated: true, send: header(16, 16, OP.HEARTBEAT, 4) },
    { name: "a negative packLen", authenticated: true, send: header(-1, 16, OP.HEARTBEAT) },
    { name: "headerLen 12", authenticated: true, send: header(16, 12, OP.HEARTBEAT) },
    { name: "a body over 64 KB", authenticated: true, send: tooLarge() },
    { name: "an op clients may not send (9)", authenticated: true, send: packet(OP.RAW) },
    { name: "an unknown op (99999)", authenticated: true, send: packet(99999) },
    { name: "a text frame", authenticated: true, send: "hello" },
    { name: "a text frame before auth", authenticated: false, send: "{}" },
    { name: "a heartbeat before auth", authenticated: false, send: packet(OP.HEARTBEAT) },
    { name: "an auth body that is not JSON", authenticated: false, send: packet(OP.AUTH, "{key:") },
    { name: "an auth body without a key", authenticated: false, send: packet(OP.AUTH, JSON.stringify({ room_id: DEMO_ROOM })) },
    { name: "a second auth", authenticated: true, send: packet(OP.AUTH, JSON.stringify({ key: "x", room_id: DEMO_ROOM })) },
    { name: "a subscribe list that is not numbers", authenticated: true, send: packet(OP.SUB, "20005,abc") },
    { name: "a change of room that is not UTF-8", authenticated: true, send: packet(OP.CHANGE_ROOM, new Uint8Array([0xff, 0xfe])) },
  ];

  let observer: RealtimeTestClient;
  beforeAll(async () => {
    observer = await joinedClient(t, [TOPICS.LIVE_STATUS], DEMO_CHANNELS.seminar);
  });
  afterAll(() => {
    observer.close();
  });

  it.each(cases)("$name closes that connection with 4400 and nobody else's", async ({ authenticated, send }) => {
    const client = authenticated ? await joinedClient(t) : await connectRealtime(t);
    client.sendRaw(send);
    const closed = await client.closed;
    expect(closed.code).toBe(CLOSE_CODES.protocolError);
    expect(closed.reason).toMatch(/^protocol error: /);
    expect(await heartbeatCount(observer)).toBe(1);
    await t.server.hub.publish(DEMO_CHANNELS.seminar, TOPICS.LIVE_STATUS, { liveStatus: 2 });
    expect(pushes(await observer.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);
  });

  it("closes a frame over the websocket size limit (1009) and keeps serving", async () => {
    const client = await joinedClient(t);
    client.sendRaw(new Uint8Array(300_000));
    expect((await client.closed).code).toBe(1009);
    expect(await heartbeatCount(observer)).toBe(1);
  });
});

describe("GET /sub deadlines and shutdown", () => {
  it("closes a connection that does not authenticate in time, or falls silent, with 4408", async () => {
    const own = await startTestServer({ realtimeTiming: { authTimeoutMs: 1000, idleTimeoutMs: 300 } });
    try {
      const silent = await connectRealtime(own);
      expect(await silent.closed).toEqual({ code: CLOSE_CODES.timeout, reason: "auth timeout" });

      const idle = await joinedClient(own);
      const beating = await joinedClient(own);
      const beat = setInterval(() => {
        beating.send(OP.HEARTBEAT);
      }, 100);
      expect(await idle.closed).toEqual({ code: CLOSE_CODES.timeout, reason: "heartbeat timeout" });
      await new Promise((resolve) => setTimeout(resolve, 400));
      clearInterval(beat);
      let last = await beating.next();
      while (beating.pending() > 0) last = await beating.next();
      expect(last.op).toBe(OP.HEARTBEAT_REPLY);
      expect(readInt32Body(last)).toBe(1);
      beating.close();
    } finally {
      await own.stop();
    }
  });

  it("closes every connection with 1001 when the server stops", async () => {
    const own = await startTestServer();
    const client = await joinedClient(own);
    await own.stop();
    expect((await client.closed).code).toBe(CLOSE_CODES.goingAway);
  });
});
