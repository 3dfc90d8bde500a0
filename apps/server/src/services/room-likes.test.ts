import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOPICS } from "@livehall/wire";
import type { Database } from "../db/schema";
import { insertBareEvent, memoryDatabase } from "../testing/memory-db";
import type { RealtimeHub } from "../realtime/ports";
import { LIKE_PUSH_INTERVAL_MS, RoomLikes, type LikeTimers } from "./room-likes";

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

async function likesDatabase(): Promise<Kysely<Database>> {
  const db = await memoryDatabase();
  await insertBareEvent(db, "e");
  for (const id of ["a", "b"]) {
    await db
      .insertInto("rooms")
      .values({
        id,
        event_id: "e",
        room_number: id,
        room_mode: 1,
        live_scene: 2,
        live_mode: 6,
        live_delay: 1,
        layout_flag: 3,
        names: "{}",
        sort_order: 0,
      })
      .execute();
  }
  return db;
}

describe("RoomLikes", () => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await likesDatabase();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("totals per room and pushes the first change at once, then the latest total once per second", async () => {
    const hub = recordingHub();
    const timers = fakeTimers();
    const likes = new RoomLikes(db, hub, timers);
    expect(await likes.add("live://e/a", "a", 2)).toBe(2);
    expect(await likes.add("live://e/a", "a", 3)).toBe(5);
    expect(await likes.add("live://e/b", "b", 1)).toBe(1);
    expect(hub.published).toEqual([
      ["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 2 }],
      ["live://e/b", TOPICS.LIKE_COUNT, { fabulousNumber: 1 }],
    ]);
    await likes.add("live://e/a", "a", 4);
    timers.advance(LIKE_PUSH_INTERVAL_MS - 1);
    expect(hub.published).toHaveLength(2);
    timers.advance(1);
    expect(hub.published[2]).toEqual(["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 9 }]);
    timers.advance(5 * LIKE_PUSH_INTERVAL_MS);
    expect(hub.published).toHaveLength(3);
    await likes.add("live://e/a", "a", 1);
    expect(hub.published[3]).toEqual(["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 10 }]);
    expect(await likes.total("a")).toBe(10);
    expect(await likes.total("none")).toBe(0);
  });

  it("keeps the totals in the database: another instance (a restart, another process) goes on counting", async () => {
    const first = new RoomLikes(db, recordingHub(), fakeTimers());
    await first.add("live://e/a", "a", 7);
    first.close();
    const hub = recordingHub();
    const second = new RoomLikes(db, hub, fakeTimers());
    expect(await second.total("a")).toBe(7);
    expect(await second.add("live://e/a", "a", 3)).toBe(10);
    expect(hub.published).toEqual([["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 10 }]]);
  });

  it("counts concurrent likes exactly and never pushes a smaller total after a larger one", async () => {
    const hub = recordingHub();
    const timers = fakeTimers();
    const likes = new RoomLikes(db, hub, timers);
    const totals = await Promise.all(Array.from({ length: 20 }, () => likes.add("live://e/a", "a", 1)));
    expect([...totals].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    timers.advance(LIKE_PUSH_INTERVAL_MS);
    expect(hub.published.at(-1)).toEqual(["live://e/a", TOPICS.LIKE_COUNT, { fabulousNumber: 20 }]);
  });

  it("pushes nothing after close", async () => {
    const hub = recordingHub();
    const timers = fakeTimers();
    const likes = new RoomLikes(db, hub, timers);
    await likes.add("live://e/a", "a", 1);
    await likes.add("live://e/a", "a", 1);
    likes.close();
    timers.advance(2 * LIKE_PUSH_INTERVAL_MS);
    expect(await likes.add("live://e/a", "a", 1)).toBe(3);
    expect(hub.published).toHaveLength(1);
  });
});
