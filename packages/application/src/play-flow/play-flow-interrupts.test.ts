import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import type { TrialTimerService } from "../trial/services";
import { MENU_VIDEO_SOURCE_TYPE } from "./play-flow";
import { firstValueFrom } from "rxjs";
import { settle } from "../testing";
import { AD, LIVE, T1, stockEmpty, streamOf, setup, noAd } from "./play-flow.fixtures";

describe("PlayFlow: stock empty, trial, menu videos", () => {
  it.each([
    ["live-play-addr", { addresses: [stockEmpty()] }],
    ["watch-medias", { media: stockEmpty() }],
  ])("150023 from %s: media unavailable, resource empty, board removed, no player", async (_name, given) => {
    const { player, start, view, notices } = setup(given);
    await start();
    expect(player.loads).toEqual([]);
    expect(view()).toMatchObject({ status: "mediaUnavailable", noticeKey: "player.mediaUnavailable" });
    expect(notices).toEqual(["resourceEmpty", "removeBoardPlayer"]);
  });

  it("a trial at zero: no player, disable-trial and the board blocked", async () => {
    const harness = setup({ trialWatched: 60 });
    await harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer).begin("10001");
    await harness.start();
    expect(harness.player.loads).toEqual([]);
    expect(harness.view()).toMatchObject({ status: "trialDisabled", noticeKey: "player.trialDisabled" });
    expect(harness.notices).toEqual(["disableTrial", "blockBoard"]);
  });

  it("the trial running out while playing removes the player", async () => {
    const harness = setup({ trialWatched: 55, liveDelay: 2 });
    const trial = harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer);
    await trial.begin("10001");
    await harness.start();
    expect(harness.player.playing).toBe(AD);
    trial.setWatching(true);
    harness.clock.advance(5_000);
    expect(harness.player.playing).toBeNull();
    expect(harness.view()?.status).toBe("trialDisabled");
    expect(harness.notices).toEqual(["disableTrial", "blockBoard"]);
  });

  it("watch-medias 100107 (trial used up on the server) disables playback too", async () => {
    const { player, start, view } = setup({ media: new ApiFailure("body", "100107", 200, "") });
    await start();
    expect(player.loads).toEqual([]);
    expect(view()?.status).toBe("trialDisabled");
  });

  it("a 403 at the trial's end asks again, hears 100107, and ends the trial: no player error, disable-trial, the board blocked", async () => {
    const trialEnded = new ApiFailure("body", "100107", 200, "trial ended");
    const harness = setup({ trialWatched: 0, media: noAd(), liveDelay: 2, addresses: [streamOf(LIVE), trialEnded] });
    const trial = harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer);
    const states: boolean[] = [];
    trial.state$.subscribe((state) => states.push(state.ended));
    await trial.begin("10001");
    await harness.start();
    expect(harness.player.playing).toBe(LIVE);
    harness.player.emit({ type: "fatalError", group: "network", httpStatus: 403 });
    await settle();
    expect(harness.player.playing).toBeNull();
    expect(harness.view()).toMatchObject({ status: "trialDisabled", noticeKey: "player.trialDisabled" });
    expect(harness.notices).toEqual(["disableTrial", "blockBoard"]);
    expect(states.at(-1)).toBe(true);
  });

  it("live-play-addr 100107 at the start disables playback and ends the trial", async () => {
    const harness = setup({ trialWatched: 0, addresses: [new ApiFailure("body", "100107", 200, "")] });
    const trial = harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer);
    const pending = trial.begin("10001");
    await harness.start();
    await pending;
    expect(harness.player.loads).toEqual([]);
    expect(harness.view()?.status).toBe("trialDisabled");
    expect(await firstValueFrom(trial.state$)).toMatchObject({ ended: true });
  });

  it("a menu video plays in the same player and the flow comes back when it is closed or ends", async () => {
    const { player, start, flow, mediaApi, view } = setup({ liveStatus: 1, media: noAd() });
    await start();
    await flow.openMenuVideo("m-9");
    expect(mediaApi.argsOf("getMediaPreview")).toEqual([["e-10001", "r-20001", "m-9", MENU_VIDEO_SOURCE_TYPE]]);
    expect(MENU_VIDEO_SOURCE_TYPE).toBe(7);
    expect(player.loads.at(-1)).toMatchObject({
      url: "http://127.0.0.1/media/vod/m-menu.mp4?sign=m",
      live: false,
      purpose: "menuVideo",
      seekable: true,
    });
    expect(view()?.type).toBe("menuVideo");
    flow.closeMenuVideo();
    expect(player.playing).toBe(T1);
    await flow.openMenuVideo("m-9");
    player.emit({ type: "ended" });
    expect(player.playing).toBe(T1);
  });

  it("a menu video with an empty stock is the stock-empty flow", async () => {
    const { start, flow, mediaApi, view } = setup({ liveStatus: 1, media: noAd() });
    mediaApi.script.getMediaPreview = { url: null, responseCode: "150023" };
    await start();
    await flow.openMenuVideo("m-9");
    expect(view()?.status).toBe("mediaUnavailable");
  });
});
