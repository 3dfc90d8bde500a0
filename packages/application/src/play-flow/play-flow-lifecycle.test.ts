import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { PROBE_ANSWERS, settle, testRoomContext } from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import { LIVE, setup, noAd } from "./play-flow.fixtures";

describe("PlayFlow: view and stop", () => {
  it("shows the background in the viewer's language (else the event's default) and the watermark", async () => {
    const { start, flow, view } = setup();
    await start();
    expect(view()).toMatchObject({
      backgroundUrl: "http://127.0.0.1/bg-zh.png",
      watermark: { watermarkShowFlag: 1, watermarkType: "text" },
    });
    flow.setLanguage("en");
    expect(view()?.backgroundUrl).toBe("http://127.0.0.1/bg-en.png");
    flow.setLanguage("ar");
    expect(view()?.backgroundUrl).toBe("http://127.0.0.1/bg-zh.png");
  });

  it("is loading until the media are known; without watch-medias the live still plays", async () => {
    const harness = setup({ media: new ApiFailure("http", "", 500, ""), liveDelay: 2 });
    const { flow, player, views } = harness;
    const started = flow.start(harness.room.context);
    expect(views.at(-1)?.status).toBe("loading");
    await started;
    expect(player.playing).toBe(LIVE);
    expect(views.at(-1)).toMatchObject({ status: "playing", watermark: null, backgroundUrl: null });
  });

  it("tracks the watched time of the room it plays and flushes it when the room closes", async () => {
    const { flow, start, player, clock, sessionApi, container } = setup({ liveDelay: 2, media: noAd() });
    // The room scope starts the watch duration with the room (it follows the player).
    void getService(container, APP_TOKENS.WatchDuration).start(testRoomContext().context);
    await start();
    player.setStatus("playing");
    clock.advance(12_000);
    flow.dispose();
    expect(sessionApi.reports).toEqual([
      { eventId: "e-10001", roomId: "r-20001", pageSession: "page-session-demo", seconds: 10 },
      { eventId: "e-10001", roomId: "r-20001", pageSession: "page-session-demo", seconds: 2 },
    ]);
  });

  it("dispose (the room closes) removes the player and stops detecting", async () => {
    const { flow, start, player, clock, streamProbe, view } = setup({ media: noAd(), probe: PROBE_ANSWERS.notFound });
    await start();
    flow.dispose();
    clock.advance(60_000);
    await settle();
    expect(streamProbe.calls).toHaveLength(1);
    expect(view()?.status).toBe("idle");
    expect(player.loads).toEqual([]);
  });
});
