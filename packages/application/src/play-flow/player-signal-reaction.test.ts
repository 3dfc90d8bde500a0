import { PLAY_FLOW_CODES, PLAY_TYPE } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import type { PlayerSignal } from "../play-stream/services";
import { liveSignalReaction, recordedSignalEvent } from "./player-signal-reaction";

const HLS = "https://cdn.test/live/room.m3u8?token=x";
const FLV = "https://cdn.test/live/room.flv";
const RTMP = "rtmp://cdn.test/live/room";
const network = (extra: { httpStatus?: number; code?: string } = {}): PlayerSignal => ({ type: "fatalError", group: "network", ...extra });

describe("liveSignalReaction (§4 while the live stream plays)", () => {
  it.each<[string, string, PlayerSignal, ReturnType<typeof liveSignalReaction>]>([
    [
      "a quality switch is remembered, not reloaded",
      HLS,
      { type: "qualityChanged", url: "https://cdn.test/live/room-720.m3u8", lineIndex: 0, qualityIndex: 1 },
      { kind: "switched", url: "https://cdn.test/live/room-720.m3u8", lineIndex: 0, qualityIndex: 1 },
    ],
    ["a 403 refreshes the signed address", FLV, network({ httpStatus: 403 }), { kind: "refreshAddress" }],
    ["code 2002 goes to the reducer", HLS, network({ code: PLAY_FLOW_CODES.NO_DELAY_REFRESH }), { kind: "noDelayCode" }],
    ["an HLS fatal error may mean the live ended", HLS, network(), { kind: "checkLiveEnd", stalled: true }],
    ["an FLV fatal error does not (§4 table)", FLV, network(), { kind: "none" }],
    ["the stream's end always checks", RTMP, { type: "ended" }, { kind: "checkLiveEnd", stalled: true }],
    ["an idle FLV player stalled", FLV, { type: "idle" }, { kind: "checkLiveEnd", stalled: true }],
    ["HLS buffering checks without a stall", HLS, { type: "buffering" }, { kind: "checkLiveEnd", stalled: false }],
    ["RTMP buffering checks without a stall", RTMP, { type: "buffering" }, { kind: "checkLiveEnd", stalled: false }],
    ["FLV buffering is only buffering", FLV, { type: "buffering" }, { kind: "none" }],
    ["an unknown stream type never ends by signal", "https://cdn.test/live/room", { type: "idle" }, { kind: "none" }],
    ["playing changes nothing", HLS, { type: "playing" }, { kind: "none" }],
  ])("%s", (_case, url, signal, reaction) => {
    expect(liveSignalReaction(url, signal)).toEqual(reaction);
  });
});

describe("recordedSignalEvent (an ad, trailer or menu video plays)", () => {
  it.each<[string, Parameters<typeof recordedSignalEvent>[0], PlayerSignal, ReturnType<typeof recordedSignalEvent>]>([
    ["an ad ended", PLAY_TYPE.AD, { type: "ended" }, { type: "adEnded" }],
    ["an ad failed", PLAY_TYPE.AD, network(), { type: "adFailed" }],
    ["a trailer ended", PLAY_TYPE.TRAILER, { type: "ended" }, { type: "trailerEnded" }],
    ["a trailer failed", PLAY_TYPE.TRAILER, network(), { type: "trailerFailed" }],
    ["a menu video ended", PLAY_TYPE.MENU_VIDEO, { type: "ended" }, { type: "menuVideoEnded" }],
    ["a failed menu video ends too", PLAY_TYPE.MENU_VIDEO, network(), { type: "menuVideoEnded" }],
    ["buffering is nothing", PLAY_TYPE.AD, { type: "buffering" }, null],
    ["the live stream is not recorded", PLAY_TYPE.LIVE, { type: "ended" }, null],
  ])("%s", (_case, type, signal, event) => {
    expect(recordedSignalEvent(type, signal)).toEqual(event);
  });
});
