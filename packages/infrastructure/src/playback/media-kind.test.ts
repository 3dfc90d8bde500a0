import { describe, expect, it } from "vitest";
import { mediaKindOf } from "./media-kind";

describe("mediaKindOf", () => {
  it.each([
    ["http://h/media/live/720p.m3u8", "hls"],
    ["/media/live/720p.M3U8?token=a.mp4", "hls"],
    ["https://h/live/stream.flv?auth=1", "flv"],
    ["https://h/live/stream.ts#t=1", "mpegts"],
    ["https://h/vod/trailer.mp4", "mp4"],
    ["https://h/vod/trailer.m4v", "mp4"],
    ["https://h/vod/trailer.mov", "mp4"],
    ["https://h/live/stream", "unknown"],
    ["rtmp://h/live/stream.swf", "unknown"],
  ] as const)("%s is %s", (url, kind) => {
    expect(mediaKindOf(url)).toBe(kind);
  });
});
