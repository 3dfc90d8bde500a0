/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKENS, type ApiGateway, type MediaApi, type RequestContext, type StreamProbe, type TokenStore } from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { detectorOutcome } from "@livehall/domain";
import { startServer } from "@livehall/server";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

/**
 * The player's adapters composed as the web app composes them (FetchMediaApi over the shared
 * HttpClient, FetchStreamProbe over Node's fetch) against the reference server's player test
 * event 10007: watch-medias of room 30001 (ad and trailers), the board address of room 30003,
 * a menu video's preview, and the stream detector's check on a live HLS address (found), a live
 * HTTP-FLV address (found at its first bytes), an expired address (403), an address signed for
 * another stream (403) and an idle stream (404).
 */
const ADMIN_TOKEN = "player-int-test-admin-token-0123456789abcdef";
const EVENT = { number: "10007", id: "event-10007", tenantId: "t-demo" } as const;
const PROBE_TIMEOUT_MS = 3000;

type Server = Awaited<ReturnType<typeof startServer>>;

/** A viewer of event 10007, let in anonymously (access type 0), with the player's ports. */
async function viewer(server: Server) {
  const container = createContainer({
    apiBase: `${server.url}/api`,
    storage: new MemoryStorage(),
    navigator: new RecordingNavigator(`/event/${EVENT.number}/watch/30001`, server.url),
    notifier: new RecordingNotifier(),
    fetch: globalThis.fetch,
  });
  const gateway = container.get<ApiGateway>(APP_TOKENS.ApiGateway);
  const pair = await gateway.authenticateAccess({ tenantId: EVENT.tenantId, eventId: EVENT.id, accessType: 0 });
  container.get<TokenStore>(APP_TOKENS.TokenStore).set(EVENT.number, pair);
  container.get<RequestContext>(APP_TOKENS.RequestContext).setEvent(EVENT.number);
  const roomId = async (roomNumber: string) => (await gateway.getWatchInit(EVENT.id, roomNumber)).roomId;
  return {
    media: container.get<MediaApi>(APP_TOKENS.MediaApi),
    probe: container.get<StreamProbe>(APP_TOKENS.StreamProbe),
    roomId,
  };
}

async function admin(server: Server, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/events/${EVENT.number}/rooms/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
}

async function started(options: { playUrlTtlMs?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-player-"));
  const server = await startServer({ port: 0, dataDir, webRoot: null, logger: false, adminToken: ADMIN_TOKEN, ...options });
  return {
    server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("the player's adapters against the reference server (event 10007)", () => {
  let running: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    running = await started();
  });

  afterAll(async () => {
    await running.close();
  });

  it("reads room 30001's watch-medias: the ad first, three trailers in order, signed MP4 addresses that answer", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const room = await media.getWatchMedias(EVENT.id, await roomId("30001"));
    expect(room.videoConfig).toMatchObject({ adEnabled: true, trailersEnabled: true, loopPlayback: false });
    expect(room.ad).toMatchObject({ enabled: true, mediaId: "ad", mediaType: "video" });
    expect(room.ad.url).toMatch(/\/media\/vod\/ad\.mp4\?expires=\d+&sign=[0-9a-f]+$/);
    expect(room.trailers.map((trailer) => trailer.mediaId)).toEqual(["trailer-1", "broken", "trailer-2"]);
    const first = room.trailers[0]?.url ?? "";
    expect(first.startsWith(running.server.url)).toBe(true);
    expect(detectorOutcome(await probe.probe(room.ad.url, PROBE_TIMEOUT_MS))).toEqual({ ok: true });
    expect(detectorOutcome(await probe.probe(first, PROBE_TIMEOUT_MS))).toEqual({ ok: true });
  });

  it("answers a menu video's preview address in room 30001", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const preview = await media.getMediaPreview(EVENT.id, await roomId("30001"), "menu-1", 1);
    expect(preview.responseCode).toBe("200");
    expect(preview.url).toMatch(/\/media\/vod\/menu-1\.mp4\?expires=/);
    expect(detectorOutcome(await probe.probe(preview.url ?? "", PROBE_TIMEOUT_MS))).toEqual({ ok: true });
  });

  it("answers room 30003's pushing board as live HLS and as HTTP-FLV; the detector finds both", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const room = await roomId("30003");
    const hls = await media.getBoardPlayAddress(EVENT.id, room, "HLS");
    const flv = await media.getBoardPlayAddress(EVENT.id, room, "UDP");
    expect(hls).toMatchObject({
      pushStatus: 2,
      url: expect.stringMatching(/\/media\/live\/[^/]+\/[^/]+\/index\.m3u8\?expires=/) as unknown,
    });
    expect(flv).toMatchObject({ pushStatus: 2, url: expect.stringMatching(/\/media\/flv\/[^/]+\/[^/]+\.flv\?expires=/) as unknown });
    const hlsCheck = await probe.probe(hls.url ?? "", PROBE_TIMEOUT_MS);
    expect(hlsCheck).toMatchObject({ status: 200 });
    expect(detectorOutcome(hlsCheck)).toEqual({ ok: true });
    // The FLV answer never ends: the probe stops at its first bytes, well before the timeout.
    const flvCheck = await probe.probe(flv.url ?? "", PROBE_TIMEOUT_MS);
    expect(detectorOutcome(flvCheck)).toEqual({ ok: true });
  });

  it("a board that stops pushing: no address, and its old address answers 404 (idle stream)", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const room = await roomId("30003");
    const before = await media.getBoardPlayAddress(EVENT.id, room, "HLS");
    await admin(running.server, "30003/board", { status: "stop" });
    try {
      expect(await media.getBoardPlayAddress(EVENT.id, room, "HLS")).toEqual({ url: null, pushStatus: 0 });
      const check = await probe.probe(before.url ?? "", PROBE_TIMEOUT_MS);
      expect(check).toMatchObject({ status: 404, bytes: 0 });
      expect(detectorOutcome(check)).toEqual({ ok: false, failure: "badStatus", status: 404 });
    } finally {
      await admin(running.server, "30003/board", { status: "start" });
    }
  });

  it("an address signed for another stream is refused (403), never played", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const board = await media.getBoardPlayAddress(EVENT.id, await roomId("30003"), "HLS");
    const other = (board.url ?? "").replace(/\/media\/live\/[^/]+\//, "/media/live/no-such-stream/");
    expect(await probe.probe(other, PROBE_TIMEOUT_MS)).toMatchObject({ status: 403, bytes: 0 });
  });
});

describe("an expired signed address (server option playUrlTtlMs)", () => {
  let running: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    running = await started({ playUrlTtlMs: 1 });
  });

  afterAll(async () => {
    await running.close();
  });

  it("answers 403 once its expiry passed: the detector's re-request case (§4)", async () => {
    const { media, probe, roomId } = await viewer(running.server);
    const board = await media.getBoardPlayAddress(EVENT.id, await roomId("30003"), "HLS");
    const expires = Number(new URL(board.url ?? "http://x/").searchParams.get("expires"));
    expect(expires).toBeGreaterThan(0);
    // The address carries whole seconds: wait until its second has passed.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expires * 1000 - Date.now()) + 50));
    const check = await probe.probe(board.url ?? "", PROBE_TIMEOUT_MS);
    expect(check).toMatchObject({ status: 403, bytes: 0 });
    expect(detectorOutcome(check)).toEqual({ ok: false, failure: "badStatus", status: 403 });
  });
});
