import { describe, expect, it } from "vitest";
import { PROBE_ANSWERS, settle } from "../testing";
import { LIVE, LIVE_2, T1, streamOf, NOT_LIVING, setup, noAd, noTrailers } from "./play-flow.fixtures";

describe("PlayFlow: detection (§4, common delay)", () => {
  it("an ad ending with nothing to play checks the stream: the address is asked, the stream found plays", async () => {
    const { player, start, streamProbe, view, clock } = setup({
      liveStatus: 1,
      media: noTrailers(),
      probe: (_url, call) => (call < 2 ? PROBE_ANSWERS.notFound : PROBE_ANSWERS.data),
    });
    await start();
    player.emit({ type: "ended" });
    await settle();
    expect(view()).toMatchObject({ status: "detecting", type: "init", noticeKey: "player.detecting" });
    expect(streamProbe.calls).toEqual([{ url: LIVE, timeoutMs: 3000 }]);
    clock.advance(2000);
    await settle();
    expect(streamProbe.calls).toHaveLength(2);
    expect(player.playing).toBeNull();
    clock.advance(2000);
    await settle();
    expect(streamProbe.calls).toHaveLength(3);
    expect(player.playing).toBe(LIVE);
    expect(view()).toMatchObject({ status: "playing", type: "live", living: true });
  });

  it("an ad ending with no live address gives up detecting: not started", async () => {
    const { player, start, view, streamProbe } = setup({ liveStatus: 1, media: noTrailers(), addresses: [NOT_LIVING] });
    await start();
    player.emit({ type: "ended" });
    await settle();
    expect(streamProbe.calls).toEqual([]);
    expect(view()).toMatchObject({ status: "idle", noticeKey: "player.notStarted" });
  });

  it("a living common-delay room creates the player only when the stream is detected", async () => {
    const { player, start, clock, streamProbe } = setup({
      media: noAd(),
      probe: (_url, call) => (call === 0 ? PROBE_ANSWERS.notFound : PROBE_ANSWERS.data),
    });
    await start();
    expect(player.loads).toEqual([]);
    clock.advance(2000);
    await settle();
    expect(streamProbe.calls).toHaveLength(2);
    expect(player.playing).toBe(LIVE);
  });

  it("detection giving up plays the trailers", async () => {
    const { player, start, clock, view } = setup({ media: noAd(), probe: PROBE_ANSWERS.notFound });
    await start();
    for (let step = 0; step < 20; step++) {
      clock.advance(10_000);
      await settle();
    }
    expect(player.playing).toBe(T1);
    expect(view()).toMatchObject({ type: "trailer" });
  });

  it("a 403 while detecting asks for a new address and detects it", async () => {
    const { player, start, streamProbe, addressCallCount } = setup({
      media: noAd(),
      addresses: [streamOf(LIVE), streamOf(LIVE_2)],
      probe: (url) => (url === LIVE ? PROBE_ANSWERS.forbidden : PROBE_ANSWERS.data),
    });
    await start();
    expect(addressCallCount()).toBe(2);
    expect(streamProbe.calls.map((call) => call.url)).toEqual([LIVE, LIVE_2]);
    expect(player.playing).toBe(LIVE_2);
  });
});
