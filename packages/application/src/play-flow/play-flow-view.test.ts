import {
  INITIAL_PLAY_FLOW_STATE,
  PLAY_FLOW_STATUS,
  PLAY_TYPE,
  type PlayFlowState,
  type PlayFlowStatus,
  type PlayType,
} from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { mediaFixtures } from "../testing/scripted-media-api";
import { playerBackground, playFlowNoticeKey, playFlowTitle, playFlowView, type PlayFlowViewFacts } from "./play-flow-view";

const media = mediaFixtures.roomMedia();
const facts: PlayFlowViewFacts = { media, trailers: media.trailers, defaultLanguage: "zh-Hans" };

function flow(type: PlayType, status: PlayFlowStatus, extra: Partial<PlayFlowState> = {}): PlayFlowState {
  return { ...INITIAL_PLAY_FLOW_STATE, type, status, ...extra };
}

describe("playFlowNoticeKey", () => {
  it.each([
    [PLAY_FLOW_STATUS.PLAYING, false, null],
    [PLAY_FLOW_STATUS.DETECTING, false, "player.detecting"],
    [PLAY_FLOW_STATUS.STOPPED, false, "player.trailersOver"],
    [PLAY_FLOW_STATUS.ERROR, false, "player.playError"],
    [PLAY_FLOW_STATUS.MEDIA_UNAVAILABLE, true, "player.mediaUnavailable"],
    [PLAY_FLOW_STATUS.TRIAL_DISABLED, true, "player.trialDisabled"],
    [PLAY_FLOW_STATUS.IDLE, false, "player.notStarted"],
    [PLAY_FLOW_STATUS.IDLE, true, "player.detecting"],
  ])("%s (living %s) → %s", (status, living, key) => {
    expect(playFlowNoticeKey(flow(PLAY_TYPE.LIVE, status, { room: { ...INITIAL_PLAY_FLOW_STATE.room, living } }))).toBe(key);
  });
});

describe("playFlowTitle", () => {
  it.each([
    ["the ad's name while it plays", flow(PLAY_TYPE.AD, PLAY_FLOW_STATUS.PLAYING), "Welcome ad"],
    ["the trailer's name while it plays", flow(PLAY_TYPE.TRAILER, PLAY_FLOW_STATUS.PLAYING, { trailerIndex: 1 }), "Trailer two"],
    ["nothing for a trailer index out of range", flow(PLAY_TYPE.TRAILER, PLAY_FLOW_STATUS.PLAYING, { trailerIndex: 5 }), ""],
    ["nothing for live", flow(PLAY_TYPE.LIVE, PLAY_FLOW_STATUS.PLAYING), ""],
    ["nothing when not playing", flow(PLAY_TYPE.AD, PLAY_FLOW_STATUS.ERROR), ""],
  ])("%s", (_case, state, title) => {
    expect(playFlowTitle(state, facts)).toBe(title);
  });
});

describe("playerBackground", () => {
  it.each([
    ["the viewer's language", "en", "http://127.0.0.1/bg-en.png"],
    ["the event's default language when the viewer's has none", "ar", "http://127.0.0.1/bg-zh.png"],
    ["the default language before the viewer's is known", null, "http://127.0.0.1/bg-zh.png"],
  ])("%s", (_case, language, url) => {
    expect(playerBackground(facts, language)).toBe(url);
  });

  it("is null when no language has one (blank ones ignored)", () => {
    const blank = { ...facts, media: { ...media, ad: { ...media.ad, playerBackgrounds: { "zh-Hans": "  " } } } };
    expect(playerBackground(blank, "en")).toBeNull();
  });
});

describe("playFlowView", () => {
  it("shows a playing trailer's position, name, the room's watermark and no notice", () => {
    const view = playFlowView(flow(PLAY_TYPE.TRAILER, PLAY_FLOW_STATUS.PLAYING, { trailerIndex: 0 }), facts, "en");
    expect(view).toEqual({
      status: PLAY_FLOW_STATUS.PLAYING,
      type: PLAY_TYPE.TRAILER,
      living: false,
      title: "Trailer one",
      trailer: { index: 0, count: 2 },
      noticeKey: null,
      backgroundUrl: "http://127.0.0.1/bg-en.png",
      watermark: media.watermark,
    });
  });
});
