/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APP_TOKENS,
  type EnterEvent,
  type Loadable,
  type OpenRoom,
  type OpenedRoom,
  type ResolveEvent,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { startServer } from "@livehall/server";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

/**
 * The use-cases of the first slice, composed as the web app composes them (real fetch gateway,
 * storage-backed token store), headless in Node against the reference server on a free port.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "livehall-first-event-"));
  server = await startServer({ port: 0, dataDir, webRoot: null, logger: false });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function app(startAt: string) {
  const navigator = new RecordingNavigator(startAt);
  const notifier = new RecordingNotifier();
  const storage = new MemoryStorage();
  const container = createContainer({ apiBase: `${server.url}/api`, storage, navigator, notifier, fetch: globalThis.fetch });
  return {
    navigator,
    notifier,
    storage,
    resolveEvent: container.get<ResolveEvent>(APP_TOKENS.ResolveEvent),
    enterEvent: container.get<EnterEvent>(APP_TOKENS.EnterEvent),
    openRoom: container.get<OpenRoom>(APP_TOKENS.OpenRoom),
    tokenStore: container.get<TokenStore>(APP_TOKENS.TokenStore),
  };
}

function latest<T>(state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  state$.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

describe("the first event, end to end through the use-cases", () => {
  it("resolves the demo event, enters it, opens its main room and gets a live HLS address", async () => {
    const viewer = app("/event/10001/?utm=int");

    const resolved = await viewer.resolveEvent.run("10001");
    expect(resolved?.brief.event).toMatchObject({ eventNumber: "10001", name: "Livehall 演示活动", mainVenueNumber: "20001" });

    await viewer.enterEvent.run("10001");
    expect(viewer.notifier.notices).toEqual([]);
    expect(viewer.navigator.lastPath).toBe("/event/10001/watch/20001");
    expect(viewer.tokenStore.get("10001")?.accessToken).toBeTruthy();
    expect(viewer.storage.getItem("landing:accessTokens")).toContain("10001");

    await viewer.openRoom.run("10001", "20001");
    const opened = latest<Loadable<OpenedRoom>>(viewer.openRoom.state$);
    expect(opened.status).toBe("ready");
    const { room, playUrl } = (opened as { value: OpenedRoom }).value;
    expect(room).toMatchObject({ roomNumber: "20001", roomMode: 1, liveStatus: 2 });
    expect(room.names["zh-Hans"]).toBe("主会场");
    expect(playUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.m3u8\?expires=\d+&sign=[0-9a-f]{32}$/);

    const playlist = await fetch(playUrl!).then((response) => response.text());
    expect(playlist).toContain("#EXTM3U");
    expect(playlist).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    const segment = playlist.split("\n").find((line) => line.trim() !== "" && !line.startsWith("#"));
    const media = await fetch(new URL(segment!, playUrl!));
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("a watch page without a token goes through the access page and back to the room", async () => {
    const viewer = app("/event/10001/watch/20001?utm=int");
    await viewer.openRoom.run("10001", "20001");
    const toAccess = viewer.navigator.navigations.at(-1);
    expect(toAccess).toEqual({
      path: "/event/10001/access",
      options: { replace: true, state: { from: "/event/10001/watch/20001?utm=int" } },
    });

    await viewer.enterEvent.run("10001", { from: toAccess!.options!.state!.from! });
    expect(viewer.navigator.lastPath).toBe("/event/10001/watch/20001?utm=int");
    await viewer.openRoom.run("10001", "20001");
    expect(latest<Loadable<OpenedRoom>>(viewer.openRoom.state$).status).toBe("ready");
  });

  it("an unknown event shows '无效的活动' and ends on /noFound", async () => {
    const viewer = app("/event/99999/");
    expect(await viewer.resolveEvent.run("99999")).toBeNull();
    expect(latest(viewer.resolveEvent.state$)).toEqual({ status: "error", messageKey: "error.invalidEvent" });
    expect(viewer.notifier.keys).toEqual(["error.invalidEvent"]);
    expect(viewer.navigator.lastPath).toBe("/noFound");
  });

  it("entering an unknown event ends on /noFound as well", async () => {
    const viewer = app("/event/99999/");
    await viewer.enterEvent.run("99999");
    expect(viewer.notifier.keys).toEqual(["error.invalidEvent"]);
    expect(viewer.navigator.lastPath).toBe("/noFound");
  });
});
