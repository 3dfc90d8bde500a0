import { describe, expect, it } from "vitest";
import type { PlaybackEngine, PlaybackSession } from "@livehall/application";
import { HlsEngine } from "./hls-engine";
import { LazyPlaybackEngine, lazyHlsEngine, lazyMpegtsEngine } from "./lazy-engine";
import { MpegtsEngine } from "./mpegts-engine";

const URLS = [
  "https://cdn/live.m3u8",
  "https://cdn/live.m3u8?token=1",
  "https://cdn/live.flv",
  "https://cdn/seg.ts",
  "https://cdn/vod.mp4",
  "x",
];

describe("lazy playback engines", () => {
  it.each([
    {
      name: "hls",
      lazy: (supported: () => boolean) => lazyHlsEngine({}, supported),
      real: (supported: () => boolean) => new HlsEngine(undefined, supported),
    },
    {
      name: "mpegts",
      lazy: (supported: () => boolean) => lazyMpegtsEngine(supported),
      real: (supported: () => boolean) => new MpegtsEngine(undefined, supported),
    },
  ])("$name answers name, liveCapable and canPlay as the engine it loads, before loading it", ({ lazy, real }) => {
    for (const supported of [true, false]) {
      const lazyEngine = lazy(() => supported);
      const engine = real(() => supported);
      expect([lazyEngine.name, lazyEngine.liveCapable]).toEqual([engine.name, engine.liveCapable]);
      for (const url of URLS) expect(lazyEngine.canPlay({ url, live: true }), url).toBe(engine.canPlay({ url, live: true }));
    }
  });

  it("loads its engine once, at the first preload or attach, and hands attach to it", async () => {
    const session = {} as PlaybackSession;
    const calls: string[] = [];
    const engine: PlaybackEngine<string> = {
      name: "fake",
      liveCapable: false,
      canPlay: () => true,
      attach: (surface, source) => {
        calls.push(`attach ${surface} ${source.url}`);
        return Promise.resolve(session);
      },
      preload: () => {
        calls.push("preload");
        return Promise.resolve();
      },
    };
    let loads = 0;
    const lazy = new LazyPlaybackEngine<string>(
      "fake",
      false,
      () => true,
      () => {
        loads += 1;
        return Promise.resolve(engine);
      },
    );
    expect(loads).toBe(0);
    await lazy.preload();
    await expect(lazy.attach("video", { url: "a.m3u8", live: false })).resolves.toBe(session);
    expect(loads).toBe(1);
    expect(calls).toEqual(["preload", "attach video a.m3u8"]);
  });

  it("tries the load again after it failed", async () => {
    let loads = 0;
    const lazy = new LazyPlaybackEngine<string>(
      "fake",
      false,
      () => true,
      () => {
        loads += 1;
        return loads === 1
          ? Promise.reject(new Error("offline"))
          : Promise.resolve({
              name: "fake",
              liveCapable: false,
              canPlay: () => true,
              attach: () => Promise.resolve({} as PlaybackSession),
            });
      },
    );
    await expect(lazy.preload()).rejects.toThrow("offline");
    await expect(lazy.preload()).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });
});
