import { describe, expect, it } from "vitest";
import { ApiFailure, WS_TOPIC } from "@livehall/domain";
import { InMemoryTokenStore, RecordingNavigator, ScriptedApiGateway, demoFixtures, openTestRoom, settle } from "../testing";
import { APP_TOKENS } from "../tokens";
import { LIVE_ROOM_TOPICS, ROOM_BAN_KEY } from "./live-room";
import { INITIAL_LIVE_ROOM, type LiveRoomState } from "./services";

const VIEWER = { userId: "u-7", userType: 2, nickname: "小明", anonymousNickname: "", avatar: "" };

async function started(
  options: { brief?: ScriptedApiGateway["script"]["getPersonalBrief"]; token?: boolean; api?: ScriptedApiGateway } = {},
) {
  const brief = { ...demoFixtures.brief(), viewer: VIEWER };
  const api = options.api ?? new ScriptedApiGateway({ getPersonalBrief: options.brief ?? brief });
  const tokenStore = new InMemoryTokenStore(options.token === false ? {} : { "10001": demoFixtures.tokenRecord() });
  const harness = await openTestRoom({
    api,
    tokenStore,
    navigator: new RecordingNavigator("/event/10001/watch/20001?lang=en"),
    features: ["realtimeSession", "liveRoom"],
  });
  const states: LiveRoomState[] = [];
  const liveRoom = harness.scope() === null ? null : harness.feature(APP_TOKENS.LiveRoom);
  liveRoom?.state$.subscribe((state) => states.push(state));
  const last = () => states.at(-1) ?? INITIAL_LIVE_ROOM;
  return { ...harness, liveRoom, states, last };
}

describe("LiveRoom (§4 Websocket)", () => {
  it("connects the realtime session to the room with the topics it handles", async () => {
    const { realtime } = await started();
    expect(realtime.lastConnect).toMatchObject({ eventId: "e-10001", roomId: "r-20001", token: "access-demo" });
    expect([...(realtime.lastConnect?.accepts ?? [])].sort()).toEqual(
      [20005, 20107, 20108, 20232, 20241, 20308, 20309, 20310, 20313, 20314, 20315, 20317, 20316, 20319, 20105, 20318].sort(),
    );
    expect(LIVE_ROOM_TOPICS).toContain(WS_TOPIC.BAN_STATUS);
  });

  it("starts from the brief's interactive access flag, everything else unknown", async () => {
    const { last } = await started();
    expect(last()).toEqual({ ...INITIAL_LIVE_ROOM, interactAccess: true });
  });

  it("does not open (nor connect) without a stored token, nor when the event cannot be resolved", async () => {
    const noToken = await started({ token: false });
    expect(noToken.liveRoom).toBeNull();
    expect(noToken.realtime.calls).toEqual([]);

    const unresolved = await started({ brief: new ApiFailure("body", "151001", 200, "") });
    expect(unresolved.liveRoom).toBeNull();
    expect(unresolved.realtime.calls).toEqual([]);
  });

  it.each([
    ["live status living", WS_TOPIC.LIVE_STATUS, { liveStatus: 2 }, 2],
    ["live status not begun", WS_TOPIC.LIVE_STATUS, { liveStatus: 1 }, 1],
    ["the main stream's push started", WS_TOPIC.PUSH_LIVE_STATUS, { pushStatus: 2 }, 2],
    ["a push still pending (no change)", WS_TOPIC.PUSH_LIVE_STATUS, { pushStatus: 1 }, null],
    ["a body it cannot read", WS_TOPIC.LIVE_STATUS, { liveStatus: "2" }, null],
  ])("%s sets liveStatus", async (_name, topic, body, expected) => {
    const { realtime, last } = await started();
    realtime.push(topic, body);
    expect(last().liveStatus).toBe(expected);
  });

  it("follows the watch number and its flag", async () => {
    const { realtime, last } = await started();
    realtime.push(WS_TOPIC.WATCH_NUMBER, { watchNumber: 12345 });
    expect(last()).toMatchObject({ watchNumber: 12345, watchNumberShown: true });
    realtime.push(WS_TOPIC.WATCH_NUMBER_FLAG, { watchNumberFlag: 0 });
    expect(last().watchNumberShown).toBe(false);
    realtime.push(WS_TOPIC.WATCH_NUMBER_FLAG, { watchNumberFlag: 1 });
    expect(last().watchNumberShown).toBe(true);
  });

  it("adds, updates, rolls and clears the announcement", async () => {
    const { realtime, last } = await started();
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 1, content: "Welcome" });
    expect(last().announcement).toEqual({ text: "Welcome", rolling: false });
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 4, content: "", rollingFlag: 1 });
    expect(last().announcement).toEqual({ text: "Welcome", rolling: true });
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 2, content: "Break until 3 pm" });
    expect(last().announcement).toEqual({ text: "Break until 3 pm", rolling: true });
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 4, content: "", rollingFlag: 0 });
    expect(last().announcement).toEqual({ text: "Break until 3 pm", rolling: false });
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 3, content: "" });
    expect(last().announcement).toEqual({ text: null, rolling: false });
    realtime.push(WS_TOPIC.ANNOUNCEMENT, { announcementEvent: 9, content: "?" });
    expect(last().announcement).toEqual({ text: null, rolling: false });
  });

  it("updates the interactive access flag, the mask player and the layout live", async () => {
    const { realtime, last } = await started();
    realtime.push(WS_TOPIC.INTERACTIVE_ACCESS_FLAG, { interactAccessFlag: 0 });
    realtime.push(WS_TOPIC.ROOM_CONFIG, { liveViewPageShowFlag: 1 });
    realtime.push(WS_TOPIC.ROOM_LAYOUT, { layoutFlag: 1 });
    expect(last()).toMatchObject({ interactAccess: false, maskPlayer: true, layout: 1 });
    realtime.push(WS_TOPIC.ROOM_CONFIG, { liveViewPageShowFlag: 0 });
    expect(last().maskPlayer).toBe(false);
  });

  it("follows loop playback and the board stream's status; unusable bodies change nothing", async () => {
    const { realtime, last } = await started();
    expect(last()).toMatchObject({ loopPlayback: null, boardStream: null });
    realtime.push(WS_TOPIC.LOOP_PLAYBACK, { videoLoopPlaybackFlag: 1 });
    realtime.push(WS_TOPIC.BOARD_STREAM_STATUS, { pushStatus: 2, boardsPlayUrl: " http://b/board.m3u8 " });
    expect(last()).toMatchObject({ loopPlayback: true, boardStream: { pushStatus: 2, url: "http://b/board.m3u8" } });
    realtime.push(WS_TOPIC.LOOP_PLAYBACK, { videoLoopPlaybackFlag: 3 });
    realtime.push(WS_TOPIC.BOARD_STREAM_STATUS, { pushStatus: 7, boardsPlayUrl: "" });
    expect(last()).toMatchObject({ loopPlayback: true, boardStream: { pushStatus: 2, url: "http://b/board.m3u8" } });
    realtime.push(WS_TOPIC.LOOP_PLAYBACK, { videoLoopPlaybackFlag: 0 });
    realtime.push(WS_TOPIC.BOARD_STREAM_STATUS, { pushStatus: 0 });
    expect(last()).toMatchObject({ loopPlayback: false, boardStream: { pushStatus: 0, url: "" } });
    expect(LIVE_ROOM_TOPICS).toEqual(expect.arrayContaining([20309, 20315]));
  });

  it("a chat ban of this viewer disables chat, and lifting it enables it; others' bans change nothing", async () => {
    const { realtime, last, navigator } = await started();
    realtime.push(WS_TOPIC.BAN_STATUS, { banType: 1, liveUserId: "u-other", banFlag: 1 });
    expect(last().chatBanned).toBe(false);
    realtime.push(WS_TOPIC.BAN_STATUS, { banType: 1, liveUserId: "u-7", banFlag: 1 });
    expect(last().chatBanned).toBe(true);
    realtime.push(WS_TOPIC.BAN_STATUS, { banType: 1, liveUserId: "u-7", banFlag: 0 });
    expect(last().chatBanned).toBe(false);
    expect(navigator.navigations).toEqual([]);
  });

  it("an online ban of this viewer closes the room, says so, drops the token, goes to the landing page and disconnects", async () => {
    const { realtime, notifier, tokenStore, navigator, last, scope } = await started();
    realtime.push(WS_TOPIC.BAN_STATUS, { banType: 2, liveUserId: "u-7", banFlag: 1 });
    expect(notifier.notices).toEqual([{ level: "error", key: ROOM_BAN_KEY }]);
    expect(ROOM_BAN_KEY).toBe("error.noRoomPermission");
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([{ path: "/event/10001/landing", options: { replace: true } }]);
    expect(realtime.calls.at(-1)).toEqual({ method: "close" });
    expect(scope()).toBeNull();
    realtime.push(WS_TOPIC.WATCH_NUMBER, { watchNumber: 3 });
    expect(last()).toEqual(INITIAL_LIVE_ROOM);
  });

  it("an online ban of another viewer, or of an anonymous page, is ignored", async () => {
    const { realtime, notifier, tokenStore } = await started();
    realtime.push(WS_TOPIC.BAN_STATUS, { banType: 2, liveUserId: "u-other" });
    expect(notifier.notices).toEqual([]);
    expect(tokenStore.get("10001")).not.toBeNull();

    const anonymous = await started({ brief: demoFixtures.brief() });
    anonymous.realtime.push(WS_TOPIC.BAN_STATUS, { banType: 2, liveUserId: "u-7" });
    expect(anonymous.navigator.navigations).toEqual([]);
  });

  it("closing the room ends the connection, forgets the state and ignores later pushes", async () => {
    const { watchRoom, realtime, last } = await started();
    realtime.push(WS_TOPIC.WATCH_NUMBER, { watchNumber: 9 });
    watchRoom.close();
    expect(realtime.calls.at(-1)).toEqual({ method: "close" });
    expect(last()).toEqual(INITIAL_LIVE_ROOM);
    realtime.push(WS_TOPIC.WATCH_NUMBER, { watchNumber: 10 });
    expect(last().watchNumber).toBeNull();
  });

  it("a room closed while it still opens never connects", async () => {
    let answer: (room: ReturnType<typeof demoFixtures.room>) => void = () => undefined;
    const api = new ScriptedApiGateway({
      getPersonalBrief: { ...demoFixtures.brief(), viewer: VIEWER },
      getWatchInit: () => new Promise((resolve) => (answer = resolve)),
    });
    const { watchRoom, realtime, scope } = await started({ api });
    watchRoom.close();
    answer(demoFixtures.room());
    await settle();
    expect(scope()).toBeNull();
    expect(realtime.calls).toEqual([]);
  });

  it("the same room opened again (its live status changed) keeps one connection and listens once", async () => {
    const { realtime, states, api } = await started();
    realtime.push(WS_TOPIC.LIVE_STATUS, { liveStatus: 1 });
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(2);
    const before = states.length;
    realtime.push(WS_TOPIC.WATCH_NUMBER, { watchNumber: 4 });
    expect(states.length - before).toBe(1);
    expect(realtime.calls.filter((call) => call.method === "connect")).toHaveLength(1);
  });
});
