import { describe, expect, it } from "vitest";
import type { StreamAddress } from "@livehall/domain";
import { settle } from "../testing";
import { LIVE, noAd, noTrailers, setup, streamOf } from "./play-flow.fixtures";

const SLIDES = "http://127.0.0.1/media/live/slides/720p/index.m3u8?sign=1";
const SLIDES_2 = "http://127.0.0.1/media/live/slides/720p/index.m3u8?sign=2";

/** A meeting room: the main screen without a screenId, the slides with ?screenId=slides. */
function meetingRoom(slides: readonly string[] = [SLIDES]) {
  const harness = setup({ media: noAd(noTrailers()), liveDelay: 2 });
  let slidesCalls = 0;
  harness.api.script.getLivePlayAddress = (_eventId, _roomId, screenId): StreamAddress =>
    screenId === "slides" ? streamOf(slides[Math.min(slidesCalls++, slides.length - 1)] ?? SLIDES) : streamOf(LIVE);
  const screenIds = () => harness.api.callsTo("getLivePlayAddress").map((call) => call.args[2] ?? null);
  return { ...harness, screenIds };
}

describe("PlayFlow: the screens of a meeting room (decision 0039)", () => {
  it("plays the main screen first, then the chosen screen in the same player, and the main one again", async () => {
    const { player, start, flow, screenIds, view } = meetingRoom();
    await start();
    expect(player.playing).toBe(LIVE);
    await flow.playScreen("slides");
    await settle();
    expect(player.playing).toBe(SLIDES);
    expect(view()).toMatchObject({ status: "playing", living: true });
    await flow.playScreen(null);
    await settle();
    expect(player.playing).toBe(LIVE);
    expect(screenIds()).toEqual([null, "slides", null]);
  });

  it("choosing the screen already playing asks nothing", async () => {
    const { start, flow, screenIds } = meetingRoom();
    await start();
    await flow.playScreen(null);
    expect(screenIds()).toEqual([null]);
  });

  it("an expired address (403) of the chosen screen is asked again for that screen", async () => {
    const { player, start, flow, screenIds } = meetingRoom([SLIDES, SLIDES_2]);
    await start();
    await flow.playScreen("slides");
    await settle();
    player.emit({ type: "fatalError", group: "network", httpStatus: 403 });
    await settle();
    expect(player.playing).toBe(SLIDES_2);
    expect(screenIds()).toEqual([null, "slides", "slides"]);
  });

  it("a screen chosen before the flow started is the one it starts with", async () => {
    const { player, start, flow, screenIds } = meetingRoom();
    await flow.playScreen("slides");
    await start();
    expect(player.playing).toBe(SLIDES);
    expect(screenIds()).toEqual(["slides"]);
  });
});
