// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { PlaybackEvent } from "@livehall/application";
import { NativeVideoEngine } from "./native-video-engine";

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
    expect(events).toEqual([
      { type: "playing" },
      { type: "error", fatal: true, group: "media", detail: "decode" },
    ]);
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
});
