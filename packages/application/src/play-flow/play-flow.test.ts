import { describe, expect, it } from "vitest";
import { BehaviorSubject } from "rxjs";
import { ApiFailure, type StreamAddress } from "@livehall/domain";
import {
  FakeStreamProbe,
  InMemoryTokenStore,
  InMemoryWatchedTimeStore,
  PROBE_ANSWERS,
  RecordingPlayerService,
  ScriptedApiGateway,
  ScriptedMediaApi,
  createTestContainer,
  demoFixtures,
  mediaFixtures,
  settle,
  type ProbeAnswer,
  testRoomContext,
} from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import { INITIAL_LIVE_ROOM, type LiveRoomService, type LiveRoomState } from "../live-room/services";
import type { TrialTimerService } from "../trial/services";
import type { RoomMedia } from "./ports";
import { WatchDuration } from "../watch-duration/watch-duration";
import { MENU_VIDEO_SOURCE_TYPE, PlayFlow } from "./play-flow";
import type { PlayFlowNotice, PlayFlowView } from "./services";

const LIVE = "http://127.0.0.1/media/live/st-1/720p/index.m3u8?sign=1";
const LIVE_2 = "http://127.0.0.1/media/live/st-1/720p/index.m3u8?sign=2";
const FLV = "http://127.0.0.1/media/flv/st-1/720p.flv?sign=1";
const AD = mediaFixtures.roomMedia().ad.url;
const [T1, T2] = mediaFixtures.roomMedia().trailers.map((item) => item.url) as [string, string];

/** A living stream whose first line plays `url` (a 360p resolution beside it). */
const streamOf = (url: string): StreamAddress => ({
  screenId: "s-1",
  streamId: "st-1",
  pushStatus: 2,
  lines: [
    {
      index: 1,
      domainName: "127.0.0.1",
      resolutions: [
        { url: `${url}&r=360`, name: "360p", isDefault: false },
        { url, name: "720p", isDefault: true },
      ],
    },
  ],
});
const NOT_LIVING: StreamAddress = { screenId: "s-1", streamId: "st-1", pushStatus: 0, lines: [] };
const stockEmpty = () => new ApiFailure("body", "150023", 200, "");

class FakeLiveRoom implements LiveRoomService {
  readonly state = new BehaviorSubject<LiveRoomState>(INITIAL_LIVE_ROOM);
  readonly state$ = this.state.asObservable();
  start(): void {}
  dispose(): void {}
  push(change: Partial<LiveRoomState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

interface Setup {
  readonly media?: RoomMedia | Error;
  /** watch-init's live status (2 living) and delay (1 common, 2 no delay). */
  readonly liveStatus?: number;
  readonly liveDelay?: number;
  /** live-play-addr answers, one per call (the last repeats). */
  readonly addresses?: readonly (StreamAddress | Error)[];
  readonly probe?: ProbeAnswer;
  /** An anonymous viewer on a 60 s trial who watched this many seconds already. */
  readonly trialWatched?: number;
}

function setup({
  media = mediaFixtures.roomMedia(),
  liveStatus = 2,
  liveDelay = 1,
  addresses = [streamOf(LIVE)],
  probe = PROBE_ANSWERS.data,
  trialWatched,
}: Setup = {}) {
  const trialUsedUp = trialWatched !== undefined;
  let addressCalls = 0;
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getWatchInit: { ...demoFixtures.room(), liveStatus, liveDelay },
    getLivePlayAddress: () => addresses[Math.min(addressCalls++, addresses.length - 1)] ?? NOT_LIVING,
    ...(trialUsedUp
      ? {
          getPersonalBrief: {
            ...brief,
            event: { ...brief.event, trial: { enabled: true, seconds: 60 } },
            viewer: { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
          },
        }
      : {}),
  });
  const harness = createTestContainer({
    api,
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
    watchedTimes: new InMemoryWatchedTimeStore(trialWatched === undefined ? {} : { "10001": trialWatched }),
  });
  const mediaApi = new ScriptedMediaApi({ getWatchMedias: media });
  const streamProbe = new FakeStreamProbe(probe);
  const player = new RecordingPlayerService();
  const liveRoom = new FakeLiveRoom();
  const { container } = harness;
  container.bind(APP_TOKENS.MediaApi).toConstantValue(mediaApi);
  container.bind(APP_TOKENS.StreamProbe).toConstantValue(streamProbe);
  container.rebind(APP_TOKENS.PlayStream).toConstantValue(player);
  container.rebind(APP_TOKENS.LiveRoom).toConstantValue(liveRoom);
  container.bind(APP_TOKENS.PlayFlow).to(PlayFlow);
  container.bind(APP_TOKENS.WatchDuration).to(WatchDuration);
  const flow = container.get<PlayFlow>(APP_TOKENS.PlayFlow);
  const views: PlayFlowView[] = [];
  flow.state$.subscribe((view) => views.push(view));
  const notices: PlayFlowNotice["type"][] = [];
  flow.events$.subscribe((notice) => notices.push(notice.type));
  // The room as the scope opened it (watch-init's answer is in the context).
  const room = testRoomContext({ room: { ...demoFixtures.room(), liveStatus, liveDelay } });
  const start = async () => {
    await flow.start(room.context);
    await settle();
  };
  const view = () => views.at(-1);
  const addressCallCount = () => api.callsTo("getLivePlayAddress").length;
  return { ...harness, room, mediaApi, streamProbe, player, liveRoom, flow, views, notices, start, view, addressCallCount };
}

const noAd = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({
  ...media,
  videoConfig: { ...media.videoConfig, adEnabled: false },
});
const noTrailers = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({ ...media, trailers: [] });
const looping = (media: RoomMedia = mediaFixtures.roomMedia()): RoomMedia => ({
  ...media,
  videoConfig: { ...media.videoConfig, loopPlayback: true },
});

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
