import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomChannelId, TOPICS, type LivePlayAddrDTO } from "@livehall/wire";
import { joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";
import { engineUnavailable } from "./ingest-engine";

const FFMPEG = "/usr/bin/ffmpeg";
const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const EVENT = { number: "10010", id: "event-10010", room: "40001", roomId: "room-40001", stream: "push-40001" };
/** The reconnect grace, shortened for the test (10 s in the product). */
const GRACE_MS = 2_500;

// The engine and ffmpeg come from Debian (scripts/system-packages.sh installs them); CI must have them.
const missing = engineUnavailable() ?? (existsSync(FFMPEG) ? null : `needs Debian's ffmpeg (${FFMPEG})`);
if (missing !== null && process.env["CI"] === "true") throw new Error(`The ingest tests ${missing}`);

interface IngestAddress {
  rtmpUrl: string;
  server: string;
  streamKey: string;
  screenId: string;
  streamId: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** ffmpeg pushing a synthetic source (testsrc2 + sine, 2 s key frames) to `url`; `exited` is its exit code. */
function push(url: string): { readonly ffmpeg: ChildProcess; readonly exited: Promise<number | null> } {
  const ffmpeg = spawn(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-re"],
      ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25", "-f", "lavfi", "-i", "sine=frequency=440"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "50", "-c:a", "aac", "-f", "flv", url],
    ],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  const exited = new Promise<number | null>((resolve) => {
    ffmpeg.once("exit", (code) => {
      resolve(code);
    });
  });
  return { ffmpeg, exited };
}

/** Ends a push the way an encoder's "stop streaming" does ('q' to ffmpeg); resolves when it has exited. */
async function stop(running: ReturnType<typeof push>): Promise<void> {
  running.ffmpeg.stdin?.end("q");
  const timer = setTimeout(() => running.ffmpeg.kill("SIGKILL"), 5_000);
  await running.exited;
  clearTimeout(timer);
}

/** The next push of `topic` the client gets, within `ms`. */
async function nextPush(client: RealtimeTestClient, topic: number, ms = 10_000): Promise<unknown> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const frame = await client.next(deadline - Date.now());
    const found = frame.op === 9 ? pushes(frame).find((inner) => inner.op === topic) : undefined;
    if (found) return found.body;
  }
  throw new Error(`no push of topic ${topic} within ${ms} ms`);
}

describe.skipIf(missing !== null)("the built-in ingest (an organiser's push, decision 0067)", () => {
  let t: TestServer;
  let viewer: TestViewer;
  const ingest = async (body: Record<string, unknown> = {}) =>
    t.api<IngestAddress>(`/api/admin/events/${EVENT.number}/rooms/${EVENT.room}/ingest`, postJson(body, admin));
  const playAddr = async () =>
    (await t.api<LivePlayAddrDTO>(`/api/events/${EVENT.id}/rooms/${EVENT.roomId}/live-play-addr`, { headers: viewer.headers })).body.data;

  beforeAll(async () => {
    t = await startTestServer({ adminToken: ADMIN_TOKEN, rtmpPort: await freePort(), ingestGraceMs: GRACE_MS });
    viewer = await anonymousViewer(t, undefined, EVENT.id);
  });
  afterAll(async () => {
    await t.stop();
  });

  it("prints the room's address and key; the key is in no file of the engine", async () => {
    const { status, body } = await ingest();
    expect(status).toBe(200);
    const address = body.data;
    expect(address.rtmpUrl).toBe(`${address.server}/${address.streamKey}`);
    expect(address.server).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(address.streamKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(address).toMatchObject({ screenId: "screen-40001-1", streamId: EVENT.stream });
    // Asked again: the same key, until rotated.
    expect((await ingest()).body.data.streamKey).toBe(address.streamKey);
    const config = readFileSync(join(t.dataDir, "ingest", "nginx.conf"), "utf8");
    expect(config).not.toContain(address.streamKey);
  });

  it("a push with the key makes the room live for a viewer already there, serves its HLS, and stops after the grace", async () => {
    const address = (await ingest()).body.data;
    const client = await joinedClient(
      t,
      [TOPICS.LIVE_STATUS, TOPICS.PUSH_LIVE_STATUS],
      roomChannelId(EVENT.id, EVENT.roomId),
      viewer.accessToken,
    );
    try {
      expect((await playAddr()).pushStatus).toBe(1);
      const running = push(address.rtmpUrl);
      expect(await nextPush(client, TOPICS.PUSH_LIVE_STATUS)).toEqual({ pushStatus: 2 });
      const living = await playAddr();
      expect(living.pushStatus).toBe(2);
      const url = living.playAddrs[0]?.resolutions[0]?.url ?? "";
      expect(url).toContain(`/media/live/${EVENT.stream}/source/index.m3u8?`);
      // The first segment is cut at the second key frame (2 s): the playlist appears then.
      let playlist = "";
      for (let tries = 0; tries < 50 && !playlist.includes(".ts"); tries++) {
        const answer = await fetch(url);
        playlist = answer.ok ? await answer.text() : "";
        if (!playlist.includes(".ts")) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const segment = /^(\d+\.ts\?.+)$/m.exec(playlist)?.[1];
      expect(segment).toBeDefined();
      const bytes = new Uint8Array(await (await fetch(new URL(segment ?? "", url))).arrayBuffer());
      expect(bytes[0]).toBe(0x47); // an MPEG-TS sync byte
      // The engine's folders are named by stream id, never by key.
      expect(readdirSync(join(t.dataDir, "ingest", "hls"))).toEqual([EVENT.stream]);
      // Unsigned, the same playlist is refused.
      expect((await fetch(url.split("?")[0] ?? "")).status).toBe(403);

      const stoppedAt = Date.now();
      await stop(running);
      expect(await nextPush(client, TOPICS.PUSH_LIVE_STATUS, GRACE_MS + 10_000)).toEqual({ pushStatus: 1 });
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(GRACE_MS - 200);
      expect((await playAddr()).playAddrs).toEqual([]);
    } finally {
      client.close();
    }
  });

  it("an encoder that drops and comes back within the grace does not flap the room", async () => {
    const address = (await ingest()).body.data;
    const client = await joinedClient(t, [TOPICS.PUSH_LIVE_STATUS], roomChannelId(EVENT.id, EVENT.roomId), viewer.accessToken);
    try {
      const first = push(address.rtmpUrl);
      expect(await nextPush(client, TOPICS.PUSH_LIVE_STATUS)).toEqual({ pushStatus: 2 });
      await stop(first);
      const again = push(address.rtmpUrl);
      // Nothing is said to viewers across the gap and well past the grace: the room stayed live.
      await expect(nextPush(client, TOPICS.PUSH_LIVE_STATUS, GRACE_MS + 2_000)).rejects.toThrow(/no (push|frame)/);
      expect((await playAddr()).pushStatus).toBe(2);
      await stop(again);
      expect(await nextPush(client, TOPICS.PUSH_LIVE_STATUS, GRACE_MS + 10_000)).toEqual({ pushStatus: 1 });
    } finally {
      client.close();
    }
  });

  it.each([
    ["a made-up key", () => "A".repeat(32)],
    ["an empty key", () => ""],
    ["a malformed key", () => "../../etc/passwd"],
  ])("refuses %s at publish time; the room stays as it was", async (_what, key) => {
    const address = (await ingest()).body.data;
    const running = push(`${address.server}/${key()}`);
    expect(await running.exited).not.toBe(0);
    expect((await playAddr()).pushStatus).toBe(1);
  });

  it("--rotate makes a new key and refuses the old one from then on", async () => {
    const old = (await ingest()).body.data.streamKey;
    const rotated = (await ingest({ rotate: true })).body.data;
    expect(rotated.streamKey).not.toBe(old);
    const refused = push(`${rotated.server}/${old}`);
    expect(await refused.exited).not.toBe(0);
    expect((await playAddr()).pushStatus).toBe(1);
  });

  it.each([
    ["an unknown field", { screen: "x" }, 400],
    ["rotate as text", { rotate: "yes" }, 400],
    ["an unknown screen", { screenId: "no-such-screen" }, 404],
  ])("answers %s with a 4xx envelope", async (_what, body, status) => {
    const answer = await ingest(body);
    expect(answer.status).toBe(status);
    expect(answer.body.code).not.toBe("200");
  });

  it("refuses a screen that plays the server's own media (409), and needs the admin token (401)", async () => {
    const demo = await t.api("/api/admin/events/10001/rooms/20001/ingest", postJson({}, admin));
    expect(demo.status).toBe(409);
    expect(demo.body.msg).toContain('"media": "ingest"');
    expect((await t.api(`/api/admin/events/${EVENT.number}/rooms/${EVENT.room}/ingest`, postJson({}))).status).toBe(401);
  });
});
