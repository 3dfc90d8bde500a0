// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import { NativeVideoEngine } from "./native-video-engine";
import { bufferedRanges, setPlayHead } from "./testing/media-fakes";

const probe = (playable: readonly string[]) => () => ({
  canPlayType: (type: string) => (playable.includes(type) ? "maybe" : ""),
});

describe("NativeVideoEngine", () => {
  it.each([
    ["MP4 in any browser", "http://h/a.mp4", ["video/mp4"], true],
    ["HLS where the element plays it (Safari)", "http://h/a.m3u8", ["video/mp4", "application/vnd.apple.mpegurl"], true],
    ["HLS where it does not (Chrome)", "http://h/a.m3u8", ["video/mp4"], false],
    ["FLV never", "http://h/a.flv", ["video/mp4", "video/x-flv"], false],
  ] as const)("canPlay %s → %s", (_name, url, playable, expected) => {
    expect(new NativeVideoEngine(probe(playable)).canPlay({ url, live: false })).toBe(expected);
  });

  it("sets the source on the element and reports its events, errors above code 1 fatal", async () => {
    const video = document.createElement("video");
    const session = await new NativeVideoEngine(probe(["video/mp4"])).attach(video, { url: "http://h/a.mp4", live: false });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    expect(video.getAttribute("src")).toBe("http://h/a.mp4");
    Object.defineProperty(video, "error", { configurable: true, value: { code: 3, message: "decode" } });
    video.dispatchEvent(new Event("playing"));
    video.dispatchEvent(new Event("error"));
    expect(events).toEqual([{ type: "playing" }, { type: "error", fatal: true, group: "media", detail: "decode" }]);
  });

  it("treats an aborted load (code 1) as not fatal", async () => {
    const video = document.createElement("video");
    const session = await new NativeVideoEngine(probe(["video/mp4"])).attach(video, { url: "http://h/a.mp4", live: false });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    Object.defineProperty(video, "error", { configurable: true, value: { code: 1, message: "" } });
    video.dispatchEvent(new Event("error"));
    expect(events).toEqual([{ type: "error", fatal: false, group: "unknown", detail: "MediaError 1" }]);
  });

  it("destroy() clears the element's source and ends the events", async () => {
    const video = document.createElement("video");
    const session = await new NativeVideoEngine(probe(["video/mp4"])).attach(video, { url: "http://h/a.mp4", live: false });
    let completed = false;
    session.events$.subscribe({ complete: () => (completed = true) });
    session.destroy();
    expect(video.hasAttribute("src")).toBe(false);
    expect(completed).toBe(true);
  });

  it("HLS on the native element live: latency from the buffered end, go-live 0.5 s before it, time with duration Infinity", async () => {
    const video = document.createElement("video");
    const safari = probe(["video/mp4", "application/vnd.apple.mpegurl"]);
    const session = await new NativeVideoEngine(safari, { now: () => 0 }).attach(video, { url: "http://h/live/master.m3u8", live: true });
    const events: PlaybackEvent[] = [];
    session.events$.subscribe((event) => events.push(event));
    expect(session.liveLatency?.()).toBeNull();
    bufferedRanges(video, [[100, 112]]);
    setPlayHead(video, 104);
    expect(session.liveLatency?.()).toEqual({ latencySeconds: 8, bufferSeconds: 8 });
    session.seekToLiveEdge?.();
    expect(video.currentTime).toBe(111.5);
    video.dispatchEvent(new Event("seeked"));
    expect(events.at(-1)).toEqual({ type: "time", currentTime: 111.5, duration: Infinity });
  });

  it("a recorded MP4: pause, seek, rate and volume on the element; no live latency; stats without bytes", async () => {
    const video = document.createElement("video");
    const session = await new NativeVideoEngine(probe(["video/mp4"])).attach(video, { url: "http://h/a.mp4", live: false });
    vi.spyOn(video, "pause").mockImplementation(() => undefined);
    session.pause?.();
    session.seek?.(-3);
    session.setRate?.(2);
    session.setVolume?.(0.25, false);
    expect([video.currentTime, video.playbackRate, video.volume, video.muted]).toEqual([0, 2, 0.25, false]);
    expect(session.liveLatency).toBeUndefined();
    bufferedRanges(video, [[0, 9]]);
    expect(session.stats?.()).toEqual({ decodedFrames: 0, droppedFrames: 0, bytesLoaded: 0, bufferSeconds: 9 });
  });

  it("ignores a rate that is not a positive number", async () => {
    const video = document.createElement("video");
    const session = await new NativeVideoEngine(probe(["video/mp4"])).attach(video, { url: "http://h/a.mp4", live: false });
    session.setRate?.(0);
    session.setRate?.(Number.NaN);
    expect(video.playbackRate).toBe(1);
  });
});
