import { INITIAL_PLAY_FLOW_STATE, PLAY_FLOW_STATUS, PLAY_TYPE, type PlayLine, type PlayType } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import type { VideoConfig } from "./ports";
import { linePositionOf, playRequestOf } from "./play-request";

const LINES: PlayLine[] = [
  {
    index: 1,
    domainName: "h",
    resolutions: [
      { url: "http://h/720.m3u8", name: "720p", isDefault: true },
      { url: "http://h/360.m3u8", name: "360p", isDefault: false },
    ],
  },
  { index: 2, domainName: "h", resolutions: [{ url: "http://h/720.flv", name: "720p", isDefault: true }] },
];
const CONFIG: VideoConfig = { adEnabled: true, trailersEnabled: true, speedMenu: true, seekable: true, loopPlayback: false };
const playing = (type: PlayType, url?: string) => ({
  ...INITIAL_PLAY_FLOW_STATE,
  type,
  status: PLAY_FLOW_STATUS.PLAYING,
  ...(url === undefined ? {} : { url }),
});

describe("linePositionOf", () => {
  it.each([
    ["http://h/360.m3u8", { lineIndex: 0, qualityIndex: 1 }],
    ["http://h/720.flv", { lineIndex: 1, qualityIndex: 0 }],
    ["http://h/other.m3u8", {}],
  ])("%s", (url, position) => {
    expect(linePositionOf(url, LINES)).toEqual(position);
  });
});

describe("playRequestOf", () => {
  it.each([
    [
      "live with its lines and menu position",
      playing(PLAY_TYPE.LIVE, "http://h/360.m3u8"),
      { url: "http://h/360.m3u8", live: true, lines: LINES, lineIndex: 0, qualityIndex: 1, purpose: "live" },
    ],
    [
      "the ad: never dragged nor sped up",
      playing(PLAY_TYPE.AD, "http://c/ad.mp4"),
      { url: "http://c/ad.mp4", live: false, speedMenu: false, seekable: false, purpose: "ad" },
    ],
    [
      "a trailer: as the video config says",
      playing(PLAY_TYPE.TRAILER, "http://c/t.mp4"),
      { url: "http://c/t.mp4", live: false, speedMenu: true, seekable: true, purpose: "trailer" },
    ],
  ])("%s", (_case, flow, request) => {
    expect(playRequestOf(flow, LINES, CONFIG)).toEqual(request);
  });

  it("is null with nothing to play", () => {
    expect(playRequestOf(INITIAL_PLAY_FLOW_STATE, LINES, CONFIG)).toBeNull();
  });
});
