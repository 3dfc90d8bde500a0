import { FakeLiveRoom } from "../testing/fake-live-room";
import { describe, expect, it } from "vitest";
import { Subject } from "rxjs";
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
  settle,
  type ProbeAnswer,
  testRoomContext,
} from "../testing";
import { APP_TOKENS } from "../tokens";
import type { TrialTimerService } from "../trial/services";
import type { BoardView, PlayFlowEventSource, PlayFlowNotice } from "../play-flow/services";
import { BoardPlay } from "./board-play";

const BOARD = "http://127.0.0.1/media/live/board-1/720p/index.m3u8?sign=1";
const BOARD_2 = "http://127.0.0.1/media/live/board-1/720p/index.m3u8?sign=2";

interface Setup {
  readonly layout?: number;
  readonly liveDelay?: number;
  readonly liveStatus?: number;
  /** board-play-addr urls, one per call (the last repeats). */
  readonly urls?: readonly (string | null)[];
  readonly probe?: ProbeAnswer;
  readonly trialUsedUp?: boolean;
}

function setup({ layout = 1, liveDelay = 1, liveStatus = 2, urls = [BOARD], probe = PROBE_ANSWERS.data, trialUsedUp = false }: Setup = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getWatchInit: { ...demoFixtures.room(), layout, liveDelay, liveStatus },
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
    watchedTimes: new InMemoryWatchedTimeStore(trialUsedUp ? { "10001": 60 } : {}),
  });
  let calls = 0;
  const mediaApi = new ScriptedMediaApi({
    getBoardPlayAddress: () => {
      const url = urls[Math.min(calls++, urls.length - 1)] ?? null;
      return { url, pushStatus: url === null ? 0 : 2 };
    },
  });
  const player = new RecordingPlayerService();
  const liveRoom = new FakeLiveRoom();
  const flowEvents = new Subject<PlayFlowNotice>();
  const playFlow: PlayFlowEventSource = { events$: flowEvents.asObservable() };
  const streamProbe = new FakeStreamProbe(probe);
  const { container } = harness;
  container.bind(APP_TOKENS.MediaApi).toConstantValue(mediaApi);
  container.bind(APP_TOKENS.StreamProbe).toConstantValue(streamProbe);
  container.bind(APP_TOKENS.BoardStream).toConstantValue(player);
  container.bind(APP_TOKENS.PlayFlow).toConstantValue(playFlow);
  container.rebind(APP_TOKENS.LiveRoom).toConstantValue(liveRoom);
  container.bind(APP_TOKENS.BoardPlay).to(BoardPlay);
  const board = container.get<BoardPlay>(APP_TOKENS.BoardPlay);
  const views: BoardView[] = [];
  board.state$.subscribe((view) => views.push(view));
  // The room as the scope opened it (watch-init's answer is in the context).
  const room = testRoomContext({ room: { ...demoFixtures.room(), layout, liveDelay, liveStatus } });
  const start = async () => {
    board.start(room.context);
    await settle();
  };
  const view = () => views.at(-1);
  return { ...harness, room, mediaApi, streamProbe, player, liveRoom, flowEvents, board, views, start, view };
}

describe("BoardPlay: layout (§3, ROOM_LAYOUT)", () => {
  it.each([
    [1, "playing"],
    [2, "playing"],
    [4, "playing"],
    [3, "hidden"],
  ] as const)("layout %i: %s", async (layout, status) => {
    const { start, view, player } = setup({ layout });
    await start();
    expect(view()).toEqual({ status, layout, url: status === "hidden" ? null : BOARD });
    expect(player.playing).toBe(status === "hidden" ? null : BOARD);
  });

  it("a push of layout 3 hides and stops the board; 2 shows it again; 1↔2 swaps without reloading", async () => {
    const { start, view, player, liveRoom } = setup({ layout: 1 });
    await start();
    liveRoom.push({ layout: 2 });
    expect(view()).toEqual({ status: "playing", layout: 2, url: BOARD });
    expect(player.loads).toHaveLength(1);
    liveRoom.push({ layout: 3 });
    expect(view()).toEqual({ status: "hidden", layout: 3, url: null });
    expect(player.calls.at(-1)).toEqual({ type: "stop" });
    liveRoom.push({ layout: 4 });
    await settle();
    expect(view()).toEqual({ status: "playing", layout: 4, url: BOARD });
    expect(player.loads).toHaveLength(2);
  });
});

describe("BoardPlay: address and detection (§4)", () => {
  it.each([
    ["common delay asks HLS and detects before playing", 1, "HLS", 1],
    ["no delay asks UDP and plays at once", 2, "UDP", 0],
  ] as const)("%s", async (_name, liveDelay, protocol, probes) => {
    const { start, mediaApi, streamProbe, player } = setup({ liveDelay });
    await start();
    expect(mediaApi.argsOf("getBoardPlayAddress")).toEqual([["e-10001", "r-20001", protocol]]);
    expect(streamProbe.calls).toHaveLength(probes);
    expect(player.loads).toEqual([{ url: BOARD, live: true, purpose: "board" }]);
  });

  it("waits while the board is not pushing; a push start sets the address and restarts detection", async () => {
    const { start, view, liveRoom, streamProbe, player } = setup({ urls: [null, BOARD] });
    await start();
    expect(view()).toEqual({ status: "waiting", layout: 1, url: null });
    liveRoom.push({ boardStream: { pushStatus: 2, url: "http://127.0.0.1/hls-board.m3u8" } });
    await settle();
    expect(streamProbe.calls.map((call) => call.url)).toEqual([BOARD]);
    expect(player.playing).toBe(BOARD);
    liveRoom.push({ boardStream: { pushStatus: 0, url: "" } });
    expect(player.playing).toBeNull();
    expect(view()).toEqual({ status: "waiting", layout: 1, url: null });
  });

  it("only the newest address request plays: earlier answers arriving late are dropped, and layout 3 drops the one out", async () => {
    const { start, mediaApi, liveRoom, player, view } = setup({ liveDelay: 2 });
    const answers: ((url: string) => void)[] = [];
    mediaApi.script.getBoardPlayAddress = () =>
      new Promise((resolve) => {
        answers.push((url) => {
          resolve({ url, pushStatus: 2 });
        });
      });
    await start();
    liveRoom.push({ boardStream: { pushStatus: 2, url: "" } });
    liveRoom.push({ boardStream: { pushStatus: 2, url: "again" } });
    await settle();
    // The start's request and two push starts are out; the newest answers first.
    expect(answers).toHaveLength(3);
    answers[2]?.(BOARD_2);
    await settle();
    answers[0]?.(BOARD);
    answers[1]?.(BOARD);
    await settle();
    expect(player.loads.map((load) => load.url)).toEqual([BOARD_2]);
    liveRoom.push({ boardStream: { pushStatus: 2, url: "a third time" } });
    liveRoom.push({ layout: 3 });
    answers[3]?.(BOARD);
    await settle();
    expect(answers).toHaveLength(4);
    expect(player.loads.map((load) => load.url)).toEqual([BOARD_2]);
    expect(view()).toEqual({ status: "hidden", layout: 3, url: null });
  });

  it("a 403 while detecting asks for the board address again", async () => {
    const { start, streamProbe, player } = setup({
      urls: [BOARD, BOARD_2],
      probe: (url) => (url === BOARD ? PROBE_ANSWERS.forbidden : PROBE_ANSWERS.data),
    });
    await start();
    expect(streamProbe.calls.map((call) => call.url)).toEqual([BOARD, BOARD_2]);
    expect(player.playing).toBe(BOARD_2);
  });

  it("detection giving up shows the error bezel", async () => {
    const { start, clock, view, player } = setup({ probe: PROBE_ANSWERS.notFound });
    await start();
    expect(view()?.status).toBe("waiting");
    for (let step = 0; step < 12; step++) {
      clock.advance(10_000);
      await settle();
    }
    expect(view()?.status).toBe("error");
    expect(player.loads).toEqual([]);
  });
});

describe("BoardPlay: errors (§4 error lock, §8)", () => {
  it("a fatal error while live removes the board, then clears the lock and asks for the address again", async () => {
    const { start, player, view, mediaApi, views } = setup({ liveDelay: 2, urls: [BOARD, BOARD_2] });
    await start();
    player.emit({ type: "playing" });
    player.emit({ type: "fatalError", group: "network" });
    expect(player.calls[1]).toEqual({ type: "stop" });
    expect(views.map((item) => item.status)).toContain("error");
    await settle();
    expect(mediaApi.callsTo("getBoardPlayAddress")).toHaveLength(2);
    expect(player.playing).toBe(BOARD_2);
    expect(view()?.status).toBe("playing");
  });

  it("a board failing again before it played stays on the error bezel (no re-query loop)", async () => {
    const { start, player, view, mediaApi } = setup({ liveDelay: 2 });
    await start();
    player.emit({ type: "fatalError", group: "media" });
    await settle();
    expect(view()).toEqual({ status: "error", layout: 1, url: BOARD });
    expect(player.playing).toBeNull();
    expect(mediaApi.callsTo("getBoardPlayAddress")).toHaveLength(1);
  });

  it("locked while not live: the lock clears and the address is asked when the room goes live", async () => {
    const { start, player, liveRoom, mediaApi } = setup({ liveDelay: 2, liveStatus: 1 });
    await start();
    player.emit({ type: "playing" });
    player.emit({ type: "fatalError", group: "network" });
    await settle();
    expect(mediaApi.callsTo("getBoardPlayAddress")).toHaveLength(1);
    liveRoom.push({ liveStatus: 2 });
    await settle();
    expect(mediaApi.callsTo("getBoardPlayAddress")).toHaveLength(2);
    expect(player.playing).toBe(BOARD);
  });

  it("code 2002 in a no-delay room asks for the address again and reloads", async () => {
    const { start, player, mediaApi } = setup({ liveDelay: 2, urls: [BOARD, BOARD_2] });
    await start();
    player.emit({ type: "fatalError", group: "network", code: "2002" });
    await settle();
    expect(mediaApi.callsTo("getBoardPlayAddress")).toHaveLength(2);
    expect(player.playing).toBe(BOARD_2);
  });
});

describe("BoardPlay: blocked", () => {
  it("a used-up trial blocks the board: it never starts", async () => {
    const harness = setup({ trialUsedUp: true });
    await harness.container.get<TrialTimerService>(APP_TOKENS.TrialTimer).begin("10001");
    await harness.start();
    harness.liveRoom.push({ boardStream: { pushStatus: 2, url: BOARD }, layout: 2 });
    await settle();
    expect(harness.view()).toEqual({ status: "blocked", layout: 2, url: null });
    expect(harness.player.loads).toEqual([]);
    expect(harness.mediaApi.callsTo("getBoardPlayAddress")).toEqual([]);
  });

  it.each(["blockBoard", "removeBoardPlayer"] as const)("the play flow's %s removes the board for good", async (type) => {
    const { start, player, flowEvents, view, liveRoom } = setup();
    await start();
    flowEvents.next({ type });
    expect(player.calls.at(-1)).toEqual({ type: "stop" });
    liveRoom.push({ boardStream: { pushStatus: 2, url: BOARD } });
    await settle();
    expect(view()).toEqual({ status: "blocked", layout: 1, url: null });
    expect(player.loads).toHaveLength(1);
  });

  it("dispose (the room closes) removes the board and hides it", async () => {
    const { start, board, player, view } = setup();
    await start();
    board.dispose();
    expect(player.calls.at(-1)).toEqual({ type: "stop" });
    expect(view()).toEqual({ status: "hidden", layout: 3, url: null });
  });
});
