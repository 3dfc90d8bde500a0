import { TOPICS, type LikeCountBody } from "@livehall/wire";
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

interface RoomLikeState {
  total: number;
  /** When the last push went out (timers.now()), or -Infinity. */
  lastPush: number;
  /** A trailing push waiting for the window to end. */
  pending: unknown;
}

/**
 * Like totals per room channel (`live://{eventId}/{roomId}`), kept in memory by this process
 * (decision in docs/api.md: a restart starts every room at 0; with several processes each counts
 * the likes it received). Every change is pushed to the room as LIKE_COUNT `{fabulousNumber}`
 * through the hub, coalesced: the first change after a quiet second goes out at once, changes
 * within the following second go out as one push of the latest total when it ends.
 */
export class RoomLikes {
  private readonly rooms = new Map<string, RoomLikeState>();
  private closed = false;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly timers: LikeTimers = realTimers,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Adds `count` likes to the room and answers its new total. */
  add(channel: string, count: number): number {
    let room = this.rooms.get(channel);
    if (!room) {
      room = { total: 0, lastPush: -Infinity, pending: null };
      this.rooms.set(channel, room);
    }
    room.total += count;
    this.schedulePush(channel, room);
    return room.total;
  }

  /** The room's total (0 when nobody liked it yet). */
  total(channel: string): number {
    return this.rooms.get(channel)?.total ?? 0;
  }

  /** Cancels waiting pushes; later adds still count but push nothing. */
  close(): void {
    this.closed = true;
    for (const room of this.rooms.values()) {
      if (room.pending !== null) this.timers.clearTimeout(room.pending);
      room.pending = null;
    }
  }

  private schedulePush(channel: string, room: RoomLikeState): void {
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

  private push(channel: string, room: RoomLikeState): void {
    room.lastPush = this.timers.now();
    const body: LikeCountBody = { fabulousNumber: room.total };
    this.hub.publish(channel, TOPICS.LIKE_COUNT, body).catch(this.onError);
  }
}

/**
 * When each viewer was last on a room's page (POST .../audiences/mine-online, every 30 s), in
 * memory per process: room channel → audience id → last seen (epoch ms) and page session.
 */
export class RoomPresence {
  private readonly rooms = new Map<string, Map<string, { lastSeen: number; pageSession: string }>>();

  seen(channel: string, audienceId: string, pageSession: string, at: number): void {
    let room = this.rooms.get(channel);
    if (!room) {
      room = new Map();
      this.rooms.set(channel, room);
    }
    room.set(audienceId, { lastSeen: at, pageSession });
  }

  /** Audience ids seen in the room at or after `since` (epoch ms). */
  presentSince(channel: string, since: number): string[] {
    const room = this.rooms.get(channel);
    if (!room) return [];
    return [...room].filter(([, entry]) => entry.lastSeen >= since).map(([id]) => id);
  }

  lastSeen(channel: string, audienceId: string): number | null {
    return this.rooms.get(channel)?.get(audienceId)?.lastSeen ?? null;
  }
}
