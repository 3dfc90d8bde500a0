import { describe, expect, it } from "vitest";
import { ApiFailure, WS_TOPIC } from "@livehall/domain";
import { InMemoryTokenStore, RecordingNavigator, ScriptedApiGateway, demoFixtures, openTestRoom, settle } from "../testing";
import type { RoomPush } from "../realtime/room-push";
import { APP_TOKENS } from "../tokens";
import { LIVE_ROOM_TOPICS, ROOM_BAN_KEY } from "./live-room";
import { INITIAL_LIVE_ROOM, type LiveRoomState } from "./services";

const VIEWER = { viewerId: "u-7", userType: 2, nickname: "小明", anonymousNickname: "", avatar: "" };

async function started(
  options: {
    brief?: ScriptedApiGateway["script"]["getPersonalBrief"];
    token?: boolean;
    api?: ScriptedApiGateway;
    features?: readonly string[];
  } = {},
) {
  const brief = { ...demoFixtures.brief(), viewer: VIEWER };
  const api = options.api ?? new ScriptedApiGateway({ getPersonalBrief: options.brief ?? brief });
  const tokenStore = new InMemoryTokenStore(options.token === false ? {} : { "10001": demoFixtures.tokenRecord() });
  const harness = await openTestRoom({
    api,
    tokenStore,
    navigator: new RecordingNavigator("/event/10001/watch/20001?lang=en"),
    features: options.features ?? ["realtimeSession", "liveRoom"],
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
      [20005, 20107, 20108, 20232, 20241, 20308, 20309, 20310, 20313, 20314, 20315].sort(),
    );
    expect(LIVE_ROOM_TOPICS).toContain(WS_TOPIC.BAN_STATUS);
  });

  it("with the features that listen, the connection asks for each one's topics: chat, likes and call-to-actions register their own", async () => {
    const { realtime } = await started({ features: ["realtimeSession", "liveRoom", "chat", "likes", "callToActions"] });
    expect([...(realtime.lastConnect?.accepts ?? [])].sort()).toEqual(
      [20005, 20107, 20108, 20232, 20241, 20308, 20309, 20310, 20313, 20314, 20315, 20317, 20316, 20319, 20105, 20318].sort(),
    );
    expect(LIVE_ROOM_TOPICS).not.toEqual(expect.arrayContaining([WS_TOPIC.CHAT_MESSAGE]));
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

  // A body it cannot read never arrives: the adapter drops it (map-room-push.test.ts).
  it.each<[string, RoomPush, number | null]>([
    ["live status living", { kind: "liveStatusChanged", liveStatus: 2 }, 2],
    ["live status not begun", { kind: "liveStatusChanged", liveStatus: 1 }, 1],
    ["the main stream's push started", { kind: "pushStatusChanged", pushStatus: 2 }, 2],
    ["a push still pending (no change)", { kind: "pushStatusChanged", pushStatus: 1 }, null],
  ])("%s sets liveStatus", async (_name, push, expected) => {
    const { realtime, last } = await started();
    realtime.push(push);
    expect(last().liveStatus).toBe(expected);
  });

  it("follows the watch number and its flag", async () => {
    const { realtime, last } = await started();
    realtime.push({ kind: "watchNumberChanged", watchNumber: 12345 });
    expect(last()).toMatchObject({ watchNumber: 12345, watchNumberShown: true });
    realtime.push({ kind: "watchNumberShownChanged", shown: false });
    expect(last().watchNumberShown).toBe(false);
    realtime.push({ kind: "watchNumberShownChanged", shown: true });
    expect(last().watchNumberShown).toBe(true);
  });

  it("adds, updates, rolls and clears the announcement", async () => {
    const { realtime, last } = await started();
    realtime.push({ kind: "announcementChanged", event: 1, content: "Welcome" });
    expect(last().announcement).toEqual({ text: "Welcome", rolling: false });
    realtime.push({ kind: "announcementChanged", event: 4, content: "", rolling: true });
    expect(last().announcement).toEqual({ text: "Welcome", rolling: true });
    realtime.push({ kind: "announcementChanged", event: 2, content: "Break until 3 pm" });
    expect(last().announcement).toEqual({ text: "Break until 3 pm", rolling: true });
    realtime.push({ kind: "announcementChanged", event: 4, content: "", rolling: false });
    expect(last().announcement).toEqual({ text: "Break until 3 pm", rolling: false });
    realtime.push({ kind: "announcementChanged", event: 3, content: "" });
    expect(last().announcement).toEqual({ text: null, rolling: false });
    realtime.push({ kind: "announcementChanged", event: 9, content: "?" });
    expect(last().announcement).toEqual({ text: null, rolling: false });
  });

  it("updates the interactive access flag, the mask player and the layout live", async () => {
    const { realtime, last } = await started();
    realtime.push({ kind: "interactAccessChanged", interactAccess: false });
    realtime.push({ kind: "maskPlayerChanged", maskPlayer: true });
    realtime.push({ kind: "layoutChanged", layout: 1 });
    expect(last()).toMatchObject({ interactAccess: false, maskPlayer: true, layout: 1 });
    realtime.push({ kind: "maskPlayerChanged", maskPlayer: false });
    expect(last().maskPlayer).toBe(false);
  });

  it("follows loop playback and the board stream's status", async () => {
    const { realtime, last } = await started();
    expect(last()).toMatchObject({ loopPlayback: null, boardStream: null });
    realtime.push({ kind: "loopPlaybackChanged", loopPlayback: true });
    realtime.push({ kind: "boardStreamChanged", boardStream: { pushStatus: 2, url: "http://b/board.m3u8" } });
    expect(last()).toMatchObject({ loopPlayback: true, boardStream: { pushStatus: 2, url: "http://b/board.m3u8" } });
    realtime.push({ kind: "loopPlaybackChanged", loopPlayback: false });
    realtime.push({ kind: "boardStreamChanged", boardStream: { pushStatus: 0, url: "" } });
    expect(last()).toMatchObject({ loopPlayback: false, boardStream: { pushStatus: 0, url: "" } });
    expect(LIVE_ROOM_TOPICS).toEqual(expect.arrayContaining([20309, 20315]));
  });

  it("a chat ban of this viewer disables chat, and lifting it enables it; others' bans change nothing", async () => {
    const { realtime, last, navigator } = await started();
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-other", banned: true });
    expect(last().chatBanned).toBe(false);
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-7", banned: true });
    expect(last().chatBanned).toBe(true);
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-7", banned: false });
    expect(last().chatBanned).toBe(false);
    expect(navigator.navigations).toEqual([]);
  });

  it("an online ban of this viewer closes the room, says so, drops the token, goes to the landing page and disconnects", async () => {
    const { realtime, notifier, tokenStore, navigator, last, scope } = await started();
    realtime.push({ kind: "banChanged", banType: 2, viewerId: "u-7", banned: true });
    expect(notifier.notices).toEqual([{ level: "error", key: ROOM_BAN_KEY }]);
    expect(ROOM_BAN_KEY).toBe("error.noRoomPermission");
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([{ path: "/event/10001/landing", options: { replace: true } }]);
    expect(realtime.calls.at(-1)).toEqual({ method: "close" });
    expect(scope()).toBeNull();
    realtime.push({ kind: "watchNumberChanged", watchNumber: 3 });
    expect(last()).toEqual(INITIAL_LIVE_ROOM);
  });

  it("an online ban of another viewer, or of an anonymous page, is ignored", async () => {
    const { realtime, notifier, tokenStore } = await started();
    realtime.push({ kind: "banChanged", banType: 2, viewerId: "u-other", banned: true });
    expect(notifier.notices).toEqual([]);
    expect(tokenStore.get("10001")).not.toBeNull();

    const anonymous = await started({ brief: demoFixtures.brief() });
    anonymous.realtime.push({ kind: "banChanged", banType: 2, viewerId: "u-7", banned: true });
    expect(anonymous.navigator.navigations).toEqual([]);
  });

  it("closing the room ends the connection, forgets the state and ignores later pushes", async () => {
    const { watchRoom, realtime, last } = await started();
    realtime.push({ kind: "watchNumberChanged", watchNumber: 9 });
    watchRoom.close();
    expect(realtime.calls.at(-1)).toEqual({ method: "close" });
    expect(last()).toEqual(INITIAL_LIVE_ROOM);
    realtime.push({ kind: "watchNumberChanged", watchNumber: 10 });
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
    realtime.push({ kind: "liveStatusChanged", liveStatus: 1 });
    await settle();
    expect(api.callsTo("getWatchInit")).toHaveLength(2);
    const before = states.length;
    realtime.push({ kind: "watchNumberChanged", watchNumber: 4 });
    expect(states.length - before).toBe(1);
    expect(realtime.calls.filter((call) => call.method === "connect")).toHaveLength(1);
  });
});
