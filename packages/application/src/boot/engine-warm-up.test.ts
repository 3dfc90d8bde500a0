import { describe, expect, it } from "vitest";
import type { PlaybackEngine, PlaybackSession, PlaybackSource } from "../playback/ports";
import { warmUpEngineFor } from "./engine-warm-up";

function engine(
  name: string,
  liveCapable: boolean,
  kinds: readonly string[],
  failing = false,
): PlaybackEngine<never> & { preloads: number } {
  return {
    name,
    liveCapable,
    preloads: 0,
    canPlay: (source: PlaybackSource) => kinds.some((kind) => source.url.endsWith(kind)),
    attach: (): Promise<PlaybackSession> => Promise.reject(new Error("not in this test")),
    preload() {
      this.preloads += 1;
      return failing ? Promise.reject(new Error("chunk failed")) : Promise.resolve();
    },
  };
}

describe("warming up the engine of a first play the boot path cannot take", () => {
  it.each([
    ["an FLV live line loads the mpegts engine", { url: "http://x/live.flv", live: true }, "mpegts"],
    ["an MPEG-TS line loads the mpegts engine", { url: "http://x/live.ts", live: true }, "mpegts"],
    ["a recorded mp4 needs no library (native)", { url: "http://x/vod.mp4", live: false }, "native"],
    ["a live mp4 is left to the app (no live-capable engine)", { url: "http://x/live.mp4", live: true }, null],
  ] as const)("%s", (_name, source, warmed) => {
    const engines = [engine("mpegts", true, [".flv", ".ts"]), engine("native", false, [".mp4"])];
    const chosen = warmUpEngineFor(source, engines);
    expect(chosen?.name ?? null).toBe(warmed);
    expect(engines.map((candidate) => candidate.preloads)).toEqual(engines.map((candidate) => (candidate.name === warmed ? 1 : 0)));
  });

  it("swallows a failed load (attach tries again and reports it)", async () => {
    const failing = engine("mpegts", true, [".flv"], true);
    expect(warmUpEngineFor({ url: "http://x/live.flv", live: true }, [failing])).toBe(failing);
    // An unhandled rejection would fail the run once the microtasks settle.
    for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
    expect(failing.preloads).toBe(1);
  });
});
