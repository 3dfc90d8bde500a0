import { describe, expect, it } from "vitest";
import { PROBE_ANSWERS, settle } from "../testing";
import { LIVE, LIVE_2, FLV, T1, streamOf, NOT_LIVING, setup, noAd, noTrailers } from "./play-flow.fixtures";

describe("PlayFlow: live (§4)", () => {
  it("no delay: created at once, removed when the live stops, created again when it restarts", async () => {
    const { player, start, liveRoom, view, streamProbe } = setup({
      media: noAd(noTrailers()),
      liveDelay: 2,
      addresses: [streamOf(LIVE), streamOf(LIVE_2)],
    });
    await start();
    expect(player.playing).toBe(LIVE);
    expect(streamProbe.calls).toEqual([]);
    liveRoom.push({ liveStatus: 1 });
    expect(player.calls.at(-1)).toEqual({ type: "stop" });
    expect(view()).toMatchObject({ status: "idle", living: false, noticeKey: "player.notStarted" });
    liveRoom.push({ liveStatus: 2 });
    await settle();
    expect(player.playing).toBe(LIVE_2);
    expect(view()).toMatchObject({ status: "playing", living: true });
  });

  it("a room going live during the trailers detects the stream at the address it asks for", async () => {
    const { player, start, liveRoom, streamProbe } = setup({ liveStatus: 1, media: noAd() });
    await start();
    expect(player.playing).toBe(T1);
    liveRoom.push({ liveStatus: 2 });
    await settle();
    expect(streamProbe.calls.map((call) => call.url)).toEqual([LIVE]);
    expect(player.playing).toBe(LIVE);
  });

  it.each([
    ["an expired address (403)", { type: "fatalError", group: "network", httpStatus: 403 } as const],
    ["code 2002 on a no-delay live", { type: "fatalError", group: "network", code: "2002" } as const],
  ])("%s asks for the address again and reloads without the viewer", async (_name, signal) => {
    const { player, start, addressCallCount } = setup({ media: noAd(), liveDelay: 2, addresses: [streamOf(LIVE), streamOf(LIVE_2)] });
    await start();
    player.emit(signal);
    await settle();
    expect(addressCallCount()).toBe(2);
    expect(player.playing).toBe(LIVE_2);
  });

  it("a reload after 403 keeps the viewer's line and resolution, even at the same address", async () => {
    const { player, start } = setup({ media: noAd(), liveDelay: 2, addresses: [streamOf(LIVE)] });
    await start();
    player.emit({ type: "qualityChanged", url: `${LIVE}&r=360`, lineIndex: 0, qualityIndex: 0 });
    expect(player.loads).toHaveLength(1);
    player.emit({ type: "fatalError", group: "network", httpStatus: 403 });
    await settle();
    expect(player.loads.at(-1)).toMatchObject({ url: `${LIVE}&r=360`, lineIndex: 0, qualityIndex: 0 });
  });

  it("the end of an HLS stream re-checks the address: not living any more → the trailers", async () => {
    const { player, start, view } = setup({ media: noAd(), addresses: [streamOf(LIVE), NOT_LIVING] });
    await start();
    expect(player.playing).toBe(LIVE);
    player.emit({ type: "idle" });
    await settle();
    expect(player.playing).toBe(T1);
    expect(view()).toMatchObject({ type: "trailer", living: false });
  });

  it("an FLV stream buffering is not its end; still living after an idle, it is detected again", async () => {
    const { player, start, addressCallCount, view, streamProbe } = setup({
      media: noAd(),
      liveDelay: 2,
      addresses: [streamOf(FLV)],
      probe: PROBE_ANSWERS.notFound,
    });
    await start();
    expect(player.playing).toBe(FLV);
    player.emit({ type: "buffering" });
    await settle();
    expect(addressCallCount()).toBe(1);
    player.emit({ type: "idle" });
    await settle();
    expect(addressCallCount()).toBe(2);
    expect(view()).toMatchObject({ type: "live", status: "detecting", living: true });
    expect(streamProbe.calls.map((call) => call.url)).toEqual([FLV]);
  });
});
