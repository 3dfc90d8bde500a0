// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import { MpegtsEngine, type MpegtsModuleLike, type MpegtsPlayerLike } from "./mpegts-engine";

class FakePlayer implements MpegtsPlayerLike {
  media: HTMLMediaElement | null = null;
  loaded = false;
  played = false;
  destroyed = false;
  errorListener: ((type: string, detail: string) => void) | null = null;
  attachMediaElement(media: HTMLMediaElement) {
    this.media = media;
  }
  load() {
    this.loaded = true;
  }
  play() {
    this.played = true;
  }
  on(_event: string, listener: (type: string, detail: string) => void) {
    this.errorListener = listener;
  }
  destroy() {
    this.destroyed = true;
  }
}

function fakeMpegts() {
  const players: FakePlayer[] = [];
  const sources: unknown[] = [];
  const module: MpegtsModuleLike = {
    createPlayer(source) {
      sources.push(source);
      const player = new FakePlayer();
      players.push(player);
      return player;
    },
    Events: { ERROR: "error" },
    ErrorTypes: { NETWORK_ERROR: "NetworkError", MEDIA_ERROR: "MediaError" },
  };
  return { module, players, sources };
}

describe("MpegtsEngine", () => {
  it.each([
    ["an FLV URL", "http://h/live/a.flv", true, true],
    ["an MPEG-TS URL", "http://h/live/a.ts", true, true],
    ["an FLV URL without MSE", "http://h/live/a.flv", false, false],
    ["an m3u8 URL", "http://h/live/a.m3u8", true, false],
  ])("canPlay %s → %s", (_name, url, supported, expected) => {
    const engine = new MpegtsEngine(() => Promise.resolve(fakeMpegts().module), () => supported);
    expect(engine.canPlay({ url, live: true })).toBe(expected);
  });

  it("creates a live FLV player on the element, loaded lazily at attach", async () => {
    const fake = fakeMpegts();
    const loader = vi.fn(() => Promise.resolve(fake.module));
    const engine = new MpegtsEngine(loader, () => true);
    expect(loader).not.toHaveBeenCalled();
    const video = document.createElement("video");
    const session = await engine.attach(video, { url: "http://h/live/a.flv", live: true });
    await session.play();
    expect(fake.sources).toEqual([{ type: "flv", isLive: true, url: "http://h/live/a.flv" }]);
    expect(fake.players[0]).toMatchObject({ media: video, loaded: true, played: true });
  });

  it("preload() loads mpegts.js ahead of a source and creates no player", async () => {
    const fake = fakeMpegts();
    const loader = vi.fn(() => Promise.resolve(fake.module));
    await new MpegtsEngine(loader, () => true).preload();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(fake.players).toEqual([]);
  });

  it.each([
    ["NetworkError", "network"],
    ["MediaError", "media"],
    ["OtherError", "unknown"],
  ] as const)("reports a %s as a fatal %s error and destroys on request", async (type, group) => {
    const fake = fakeMpegts();
    const engine = new MpegtsEngine(() => Promise.resolve(fake.module), () => true);
    const session = await engine.attach(document.createElement("video"), { url: "http://h/a.ts", live: true });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    fake.players[0]!.errorListener?.(type, "detail");
    session.destroy();
    expect(events).toEqual([{ type: "error", fatal: true, group, detail: "detail" }]);
    expect(fake.players[0]!.destroyed).toBe(true);
  });
});
