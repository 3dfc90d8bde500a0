import { describe, expect, it } from "vitest";
import { LIVE, AD, T1, T2, streamOf, setup, noAd, looping } from "./play-flow.fixtures";

describe("PlayFlow: the ad first (§4)", () => {
  it("plays the ad (not draggable, no speed menu), then the no-delay live with its lines", async () => {
    const { player, start, view } = setup({ liveDelay: 2 });
    await start();
    expect(player.loads).toEqual([{ url: AD, live: false, speedMenu: false, seekable: false, purpose: "ad" }]);
    expect(view()).toMatchObject({ status: "playing", type: "ad", living: true, title: "Welcome ad", noticeKey: null, trailer: null });
    player.emit({ type: "ended" });
    expect(player.loads.at(-1)).toEqual({
      url: LIVE,
      live: true,
      lines: streamOf(LIVE).lines,
      lineIndex: 0,
      qualityIndex: 1,
      purpose: "live",
    });
    expect(view()).toMatchObject({ status: "playing", type: "live", title: "" });
  });

  it("a failed ad moves on like an ended one: the trailers of a room not living", async () => {
    const { player, start, view } = setup({ liveStatus: 1 });
    await start();
    player.emit({ type: "fatalError", group: "network" });
    expect(player.playing).toBe(T1);
    expect(view()).toMatchObject({ type: "trailer", title: "Trailer one", trailer: { index: 0, count: 2 } });
  });

  it("plays the room of its context: no watch-init of its own", async () => {
    const harness = setup({ liveStatus: 1 });
    await harness.start();
    expect(harness.api.callsTo("getWatchInit")).toEqual([]);
    expect(harness.mediaApi.argsOf("getWatchMedias")).toEqual([["e-10001", "r-20001"]]);
  });
  it("play in sequence with the video config's speed menu and progress bar, then stop", async () => {
    const { player, start, view, notices } = setup({ liveStatus: 1, media: noAd() });
    await start();
    expect(player.loads).toEqual([{ url: T1, live: false, speedMenu: true, seekable: true, purpose: "trailer" }]);
    player.emit({ type: "ended" });
    expect(player.playing).toBe(T2);
    expect(view()).toMatchObject({ title: "Trailer two", trailer: { index: 1, count: 2 } });
    player.emit({ type: "ended" });
    expect(player.calls.at(-1)).toEqual({ type: "stop" });
    expect(view()).toMatchObject({ status: "stopped", noticeKey: "player.trailersOver", trailer: null });
    expect(notices).toEqual([]);
  });

  it("a failing trailer is skipped", async () => {
    const { player, start } = setup({ liveStatus: 1, media: noAd() });
    await start();
    player.emit({ type: "fatalError", group: "media" });
    expect(player.playing).toBe(T2);
  });

  it("loop playback wraps to the first; LOOP_PLAYBACK off stops after the last", async () => {
    const { player, start, liveRoom, view } = setup({ liveStatus: 1, media: looping(noAd()) });
    await start();
    player.emit({ type: "ended" });
    player.emit({ type: "ended" });
    expect(player.playing).toBe(T1);
    liveRoom.push({ loopPlayback: false });
    player.emit({ type: "ended" });
    player.emit({ type: "ended" });
    expect(view()?.status).toBe("stopped");
  });

  it("without loop a failing last trailer reports the play error", async () => {
    const { player, start, view, notices } = setup({ liveStatus: 1, media: noAd() });
    await start();
    player.emit({ type: "ended" });
    player.emit({ type: "fatalError", group: "network" });
    expect(player.playing).toBeNull();
    expect(view()).toMatchObject({ status: "error", noticeKey: "player.playError" });
    expect(notices).toEqual(["playError"]);
  });
});
