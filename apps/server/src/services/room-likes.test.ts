import { describe, expect, it } from "vitest";
import { TOPICS } from "@livehall/wire";
import type { RealtimeHub } from "../realtime/ports";
import { LIKE_PUSH_INTERVAL_MS, RoomLikes, RoomPresence, type LikeTimers } from "./room-likes";

function fakeTimers(): LikeTimers & { advance(ms: number): void } {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
  };
}

function recordingHub(): RealtimeHub & { published: [string, number, unknown][] } {
  const published: [string, number, unknown][] = [];
  return {
    published,
    publish: (channel, topic, body) => {
      published.push([channel, topic, body]);
      return Promise.resolve();
    },
    subscribe: () => () => {},
    close: async () => {},
  };
}

describe("RoomLikes", () => {
  it("totals per room and pushes the first change at once, then the latest total once per second", () => {
    const hub = recordingHub();
    const timers = fakeTimers();
    const likes = new RoomLikes(hub, timers);
    expect(likes.add("live://e/a", 2)).toBe(2);
    expect(likes.add("live://e/a", 3)).toBe(5);
    expect(likes.add("live://e/b", 1)).toBe(1);
    expect(hub.published).toEqual([
      ["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 2 }],
      ["live://e/b", TOPICS.LIKE_COUNT, { fabulousNumber: 1 }],
    ]);
    likes.add("live://e/a", 4);
    timers.advance(LIKE_PUSH_INTERVAL_MS - 1);
    expect(hub.published).toHaveLength(2);
    timers.advance(1);
    expect(hub.published[2]).toEqual(["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 9 }]);
    timers.advance(5 * LIKE_PUSH_INTERVAL_MS);
    expect(hub.published).toHaveLength(3);
    likes.add("live://e/a", 1);
    expect(hub.published[3]).toEqual(["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 10 }]);
    expect(likes.total("live://e/a")).toBe(10);
    expect(likes.total("live://e/none")).toBe(0);
  });

  it("pushes nothing after close", () => {
    const hub = recordingHub();
    const timers = fakeTimers();
    const likes = new RoomLikes(hub, timers);
    likes.add("live://e/a", 1);
    likes.add("live://e/a", 1);
    likes.close();
    timers.advance(2 * LIKE_PUSH_INTERVAL_MS);
    expect(likes.add("live://e/a", 1)).toBe(3);
    expect(hub.published).toHaveLength(1);
  });
});

describe("RoomPresence", () => {
  it("keeps each viewer's last sighting per room", () => {
    const presence = new RoomPresence();
    presence.seen("live://e/a", "u1", "p1", 1000);
    presence.seen("live://e/a", "u2", "p2", 5000);
    presence.seen("live://e/a", "u1", "p1", 31_000);
    expect(presence.lastSeen("live://e/a", "u1")).toBe(31_000);
    expect(presence.presentSince("live://e/a", 10_000)).toEqual(["u1"]);
    expect(presence.lastSeen("live://e/b", "u1")).toBeNull();
  });
});
