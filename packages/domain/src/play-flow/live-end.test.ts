import { describe, expect, it } from "vitest";
import { LIVE_END_SIGNAL, LIVE_STREAM_TYPE, liveEndFires, liveStreamTypeOf, type LiveStreamType } from "./live-end";

const { FLV, HLS, RTMP } = LIVE_STREAM_TYPE;
const { IDLE, FATAL_ERROR, BUFFERING } = LIVE_END_SIGNAL;

describe("liveEndFires (§4 live end by stream type)", () => {
  it.each<[string, string, boolean]>([
    [FLV, IDLE, true],
    [FLV, FATAL_ERROR, false],
    [FLV, BUFFERING, false],
    [HLS, IDLE, true],
    [HLS, FATAL_ERROR, true],
    [HLS, BUFFERING, true],
    [RTMP, IDLE, false],
    [RTMP, FATAL_ERROR, false],
    [RTMP, BUFFERING, true],
    ["mp4", IDLE, false],
    [HLS, "paused", false],
    ["", "", false],
  ])("%s on %s: %s", (type, signal, expected) => {
    expect(liveEndFires(type, signal)).toBe(expected);
  });
});

describe("liveStreamTypeOf", () => {
  it.each<[string, LiveStreamType | null]>([
    ["https://live.example/a/room.flv", FLV],
    ["https://live.example/a/room.FLV?sign=1&t=2", FLV],
    ["https://live.example/a/room.m3u8", HLS],
    ["https://live.example/a/room.m3u8#t=3", HLS],
    ["rtmp://live.example/app/room", RTMP],
    ["RTMPS://live.example/app/room", RTMP],
    ["https://cdn.example/video.mp4", null],
    ["https://live.example/a/room?format=.flv", null],
    ["", null],
  ])("%s", (url, expected) => {
    expect(liveStreamTypeOf(url)).toBe(expected);
  });
});
