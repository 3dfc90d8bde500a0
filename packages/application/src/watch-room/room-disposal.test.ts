import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import {
  FakeCallToActionApi,
  FakeClock,
  FakeRealtimeChannel,
  FakeStreamProbe,
  InMemoryTokenStore,
  RecordingPlayerService,
  ScriptedApiGateway,
  ScriptedMediaApi,
  SubscriptionCount,
  createTestContainer,
  demoFixtures,
  mediaFixtures,
  settle,
} from "../testing";
import { INITIAL_CALL_TO_ACTIONS } from "../call-to-action/services";
import { INITIAL_CHAT } from "../chat/services";
import { INITIAL_LIKES } from "../likes/services";
import { INITIAL_LIVE_ROOM } from "../live-room/services";
import { toolFixtures } from "../testing/tool-fixtures";
import { INITIAL_LUCKY_DRAW } from "../tools/lucky-draw/services";
import { INITIAL_AWARD_QUIZ } from "../tools/award-quiz/services";
import { INITIAL_SIGN_IN } from "../tools/sign-in/services";
import { APP_TOKENS, getService, type ServiceIdentifier } from "../tokens";
import type { RoomScope } from "./room-scope";
import { WATCH_ROOM_FEATURES } from "./watch-room-features";

const MINUTE = 60_000;

/** The latest value of a feature's state$. */
function latest<T>(source: { readonly state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } } }): T {
  let value: T | undefined;
  source.state$.subscribe((next) => (value = next)).unsubscribe();
  if (value === undefined) throw new Error("no state");
  return value;
}

function setup(api = new ScriptedApiGateway()) {
  const count = new SubscriptionCount();
  const clock = new FakeClock(Date.UTC(2024, 0, 1));
  const channel = new FakeRealtimeChannel();
  const realtime = count.counted(channel, ["pushes$", "status$", "online$", "attemptsLeft$", "protocolErrors$"]);
  const callToActionApi = new FakeCallToActionApi();
  callToActionApi.items = [
    {
      callToActionId: "a",
      callToActionSn: "sn-a",
      title: "a",
      buttonText: "Go",
      jumpUrlType: 2,
      jumpUrl: "https://example.com/a",
      endsAt: clock.now() + MINUTE,
    },
  ];
  const harness = createTestContainer({
    api,
    clock,
    realtime,
    callToActionApi,
    ...toolFixtures.runningApis(),
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
  });
  const { container } = harness;
  const player = new RecordingPlayerService();
  const boardPlayer = new RecordingPlayerService();
  container.rebind(APP_TOKENS.PlayStream).toConstantValue(count.counted(player, ["state$", "signals$"]));
  container.bind(APP_TOKENS.BoardStream).toConstantValue(count.counted(boardPlayer, ["state$", "signals$"]));
  container.bind(APP_TOKENS.MediaApi).toConstantValue(new ScriptedMediaApi({ getWatchMedias: mediaFixtures.roomMedia() }));
  container.bind(APP_TOKENS.StreamProbe).toConstantValue(new FakeStreamProbe());
  const trial = getService(container, APP_TOKENS.TrialTimer);
  container.rebind(APP_TOKENS.TrialTimer).toConstantValue(count.counted(trial, ["state$"]));
  const watchRoom = getService(container, APP_TOKENS.WatchRoom);
  let scope: RoomScope | null = null;
  watchRoom.scope$.subscribe((next) => (scope = next));
  const current = (): RoomScope | null => scope;
  const feature = <T>(token: ServiceIdentifier<T>): T => {
    const found = current()?.find(token);
    if (found === null || found === undefined) throw new Error("the room is not open");
    return found;
  };
  return { ...harness, count, clock, channel, player, boardPlayer, watchRoom, scope: current, feature };
}

describe("WatchRoom: closing a room leaves nothing running (issue 12)", () => {
  it("opens a room with every feature, closes it, and every feature is disposed with no timer or subscription left", async () => {
    const harness = setup();
    const { watchRoom, clock, count, channel, player, roomApi, sessionApi, feature } = harness;
    watchRoom.open("10001", "20001");
    await settle(200);
    expect(harness.scope()?.ids).toEqual(WATCH_ROOM_FEATURES.map((registration) => registration.id));
    expect(harness.api.callsTo("getWatchInit")).toHaveLength(1);

    // Everything that keeps something running is running: a batch of likes, the presence beat,
    // a call-to-action's end, the watched-time count of a playing player, the connection.
    feature(APP_TOKENS.Likes).like();
    player.setStatus("playing");
    channel.setStatus("open");
    const liveRoom = feature(APP_TOKENS.LiveRoom);
    const chat = feature(APP_TOKENS.Chat);
    const likes = feature(APP_TOKENS.Likes);
    const callToActions = feature(APP_TOKENS.CallToActions);
    const playFlow = feature(APP_TOKENS.PlayFlow);
    const board = feature(APP_TOKENS.BoardPlay);
    // The tools: a draw rolling, a quiz's and a check-in's countdowns ticking.
    channel.push({ kind: "luckyDrawChanged", draw: toolFixtures.draw("draw-live") });
    const luckyDraw = feature(APP_TOKENS.LuckyDraw);
    const awardQuiz = feature(APP_TOKENS.AwardQuiz);
    const signIn = feature(APP_TOKENS.SignIn);
    expect(latest(luckyDraw).rolling).toBe(true);
    expect(latest(awardQuiz).open).toBe(true);
    expect(latest(signIn).open).toBe(true);
    expect(latest(chat).status).toBe("ready");
    expect(latest(likes).total).toBe(1);
    expect(latest(callToActions).items).toHaveLength(1);
    expect(clock.pending).toBeGreaterThanOrEqual(4);
    expect(count.open).toBeGreaterThan(0);
    clock.advance(5_000);
    feature(APP_TOKENS.Likes).like();
    const beats = roomApi.onlineReports.length;
    const likeCalls = roomApi.likeCalls.length;

    watchRoom.close();

    expect(harness.scope()).toBeNull();
    expect(clock.pending).toBe(0);
    expect(count.open).toBe(0);
    expect(channel.calls.at(-1)).toEqual({ method: "close" });
    expect(latest(liveRoom)).toEqual(INITIAL_LIVE_ROOM);
    expect(latest(chat)).toEqual(INITIAL_CHAT);
    expect(latest(likes)).toEqual(INITIAL_LIKES);
    expect(latest(callToActions)).toEqual(INITIAL_CALL_TO_ACTIONS);
    expect(latest(luckyDraw)).toEqual(INITIAL_LUCKY_DRAW);
    expect(latest(awardQuiz)).toEqual(INITIAL_AWARD_QUIZ);
    expect(latest(signIn)).toEqual(INITIAL_SIGN_IN);
    expect(latest(playFlow).status).toBe("idle");
    expect(latest(board).status).toBe("hidden");
    // The watch duration flushed what was watched (5 s) when it was disposed.
    expect(sessionApi.reports.map((report) => report.seconds)).toEqual([5]);

    clock.advance(10 * MINUTE);
    await settle(200);
    expect(roomApi.onlineReports).toHaveLength(beats);
    expect(roomApi.likeCalls).toHaveLength(likeCalls);
    expect(sessionApi.reports).toHaveLength(1);
  });

  it("opens no room, and starts no feature, when the event cannot be resolved", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: new ApiFailure("body", "151001", 200, "") });
    const { watchRoom, channel, roomApi, chatApi, callToActionApi, clock, count, scope } = setup(api);
    watchRoom.open("10001", "20001");
    await settle(200);
    expect(scope()).toBeNull();
    expect(channel.calls).toEqual([]);
    expect(roomApi.onlineReports).toEqual([]);
    expect(chatApi.historyCalls).toEqual([]);
    expect(callToActionApi.calls).toEqual([]);
    expect(clock.pending).toBe(0);
    expect(count.open).toBe(0);
  });
});
