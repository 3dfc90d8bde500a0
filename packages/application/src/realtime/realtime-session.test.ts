import { describe, expect, it } from "vitest";
import { WEBSOCKET_MAX_RECONNECTS } from "@livehall/domain";
import { InMemoryTokenStore, RecordingNavigator, createTestContainer, demoFixtures, testRoomContext } from "../testing";
import { APP_TOKENS } from "../tokens";
import type { RealtimeState } from "./services";
import { REALTIME_LOST_KEY, RealtimeSession } from "./realtime-session";

const TOPICS = [20005, 20232];

function setup(options: { goImUrl?: string; token?: boolean; origin?: string } = {}) {
  const tokenStore = new InMemoryTokenStore(options.token === false ? {} : { "10001": demoFixtures.tokenRecord() });
  const navigator = new RecordingNavigator("/event/10001/watch/20001", options.origin ?? "https://live.example.com");
  const harness = createTestContainer({ tokenStore, navigator });
  const session = harness.container.get<RealtimeSession>(APP_TOKENS.RealtimeSession);
  const states: RealtimeState[] = [];
  session.state$.subscribe((state) => states.push(state));
  const room = testRoomContext({ goImUrl: options.goImUrl ?? "", topics: TOPICS });
  const start = () => {
    session.start(room.context);
  };
  return { ...harness, session, states, start, last: () => states.at(-1) };
}

describe("RealtimeSession (§4 Websocket)", () => {
  it("connects to the configured im address with the event id, the room id and the stored token", () => {
    const { start, realtime } = setup({ goImUrl: "wss://im.example.com/sub" });
    start();
    expect(realtime.calls).toEqual([
      {
        method: "connect",
        params: { url: "wss://im.example.com/sub", eventId: "e-10001", roomId: "r-20001", token: "access-demo", accepts: TOPICS },
      },
    ]);
  });

  it.each([
    ["https", "https://live.example.com", "wss://live.example.com/sub"],
    ["http", "http://127.0.0.1:3000", "ws://127.0.0.1:3000/sub"],
  ])("without a configured im address connects to the %s page origin's /sub", (_case, origin, url) => {
    const { start, realtime } = setup({ origin });
    start();
    expect(realtime.lastConnect?.url).toBe(url);
  });

  it("does not connect without a stored token", () => {
    const { start, realtime, last } = setup({ token: false });
    start();
    expect(realtime.calls).toEqual([]);
    expect(last()?.status).toBe("idle");
  });

  it("follows the channel's status, online count and attempts left", () => {
    const { start, realtime, states, last } = setup();
    expect(states).toEqual([{ status: "idle", online: null, attemptsLeft: WEBSOCKET_MAX_RECONNECTS }]);
    start();
    expect(last()?.status).toBe("connecting");
    realtime.setStatus("open");
    realtime.setOnline(42);
    expect(last()).toEqual({ status: "open", online: 42, attemptsLeft: 10 });
    realtime.setStatus("reconnecting");
    realtime.setAttemptsLeft(9);
    expect(last()).toEqual({ status: "reconnecting", online: 42, attemptsLeft: 9 });
  });

  it("tells the viewer once when the connection is given up", () => {
    const { start, realtime, notifier, last } = setup();
    start();
    realtime.setAttemptsLeft(0);
    realtime.setStatus("failed");
    realtime.setStatus("failed");
    expect(notifier.notices).toEqual([{ level: "error", key: REALTIME_LOST_KEY }]);
    expect(last()).toEqual({ status: "failed", online: null, attemptsLeft: 0 });
  });

  it("dispose ends the connection without telling the viewer, forgets the online count and stops following the channel", () => {
    const { session, start, realtime, notifier, last } = setup();
    start();
    realtime.setStatus("open");
    realtime.setOnline(7);
    session.dispose();
    realtime.setOnline(8);
    expect(realtime.calls.at(-1)).toEqual({ method: "close" });
    expect(last()).toEqual({ status: "closed", online: null, attemptsLeft: 10 });
    expect(notifier.notices).toEqual([]);
    realtime.setStatus("failed");
    expect(last()?.status).toBe("closed");
    expect(notifier.notices).toEqual([]);
  });

  it("passes subscribe, unsubscribe and change room to the channel", () => {
    const { session, start, realtime, last } = setup();
    start();
    realtime.setOnline(3);
    session.subscribe([20108]);
    session.unsubscribe([20005]);
    session.changeRoom("r-20002");
    expect(realtime.calls.slice(1)).toEqual([
      { method: "subscribe", topics: [20108] },
      { method: "unsubscribe", topics: [20005] },
      { method: "changeRoom", roomId: "r-20002" },
    ]);
    expect(last()?.online).toBeNull();
  });

  it("hands out every push, and the pushes of one kind, typed", () => {
    const { session, start, realtime } = setup();
    start();
    const all: unknown[] = [];
    const counts: number[] = [];
    session.pushes$.subscribe((push) => all.push(push));
    session.pushesOf("watchNumberChanged").subscribe((push) => counts.push(push.watchNumber));
    realtime.push({ kind: "watchNumberChanged", watchNumber: 12 });
    realtime.push({ kind: "liveStatusChanged", liveStatus: 2 });
    realtime.push({ kind: "watchNumberChanged", watchNumber: 13 });
    expect(counts).toEqual([12, 13]);
    expect(all).toHaveLength(3);
  });

  it("is created by the container as one instance per container scope", () => {
    const { container } = createTestContainer();
    expect(container.get(APP_TOKENS.RealtimeSession)).toBeInstanceOf(RealtimeSession);
  });
});
