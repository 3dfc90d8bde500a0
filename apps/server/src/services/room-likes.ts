import type { Kysely } from "kysely";
import { TOPICS, type LikeCountBody } from "@livehall/wire";
import type { Database } from "../db/schema";
import type { RealtimeHub } from "../realtime/ports";

/** At most one LIKE_COUNT push per room in this window (ms). */
export const LIKE_PUSH_INTERVAL_MS = 1000;

export interface LikeTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: LikeTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

interface RoomPushState {
  /** The highest total this process has seen for the room (what the next push carries). */
  total: number;
  /** When the last push went out (timers.now()), or -Infinity. */
  lastPush: number;
  /** A trailing push waiting for the window to end. */
  pending: unknown;
}

/**
 * Like totals per room, in the database (`room_likes`): every like is one atomic upsert
 * (`total = total + n … RETURNING total`), so totals survive restarts and several server
 * processes share them. Every change is pushed to the room channel (`live://{eventId}/{roomId}`)
 * as LIKE_COUNT `{fabulousNumber}` through the hub, coalesced per process: the first change after
 * a quiet second goes out at once, changes within the following second go out as one push of the
 * latest total when it ends.
 */
export class RoomLikes {
  private readonly rooms = new Map<string, RoomPushState>();
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hub: RealtimeHub,
    private readonly timers: LikeTimers = realTimers,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Adds `count` likes to room `roomId` (pushed on `channel`) and answers its new total. */
  async add(channel: string, roomId: string, count: number): Promise<number> {
    const row = await this.db
      .insertInto("room_likes")
      .values({ room_id: roomId, total: count })
      .onConflict((oc) => oc.column("room_id").doUpdateSet((eb) => ({ total: eb("room_likes.total", "+", eb.ref("excluded.total")) })))
      .returning("total")
      .executeTakeFirstOrThrow();
    const { total } = row;
    let room = this.rooms.get(channel);
    if (!room) {
      room = { total, lastPush: -Infinity, pending: null };
      this.rooms.set(channel, room);
    }
    // Concurrent adds may answer out of order: a push never goes back to a smaller total.
    room.total = Math.max(room.total, total);
    this.schedulePush(channel, room);
    return total;
  }

  /** The room's total (0 when nobody liked it yet). */
  async total(roomId: string): Promise<number> {
    const row = await this.db.selectFrom("room_likes").select("total").where("room_id", "=", roomId).executeTakeFirst();
    return row?.total ?? 0;
  }

  /** Cancels waiting pushes; later adds still count but push nothing. */
  close(): void {
    this.closed = true;
    for (const room of this.rooms.values()) {
      if (room.pending !== null) this.timers.clearTimeout(room.pending);
      room.pending = null;
    }
  }

  private schedulePush(channel: string, room: RoomPushState): void {
    if (this.closed || room.pending !== null) return;
    const wait = room.lastPush + LIKE_PUSH_INTERVAL_MS - this.timers.now();
    if (wait <= 0) {
      this.push(channel, room);
      return;
    }
    room.pending = this.timers.setTimeout(() => {
      room.pending = null;
      if (!this.closed) this.push(channel, room);
    }, wait);
  }

  private push(channel: string, room: RoomPushState): void {
    room.lastPush = this.timers.now();
    const body: LikeCountBody = { fabulousNumber: room.total };
    this.hub.publish(channel, TOPICS.LIKE_COUNT, body).catch(this.onError);
  }
}
