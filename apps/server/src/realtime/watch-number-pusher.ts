import { TOPICS, type WatchNumberBody, type WatchNumberFlagBody } from "@livehall/wire";
import type { RoomPresence } from "../services/room-presence";
import type { RegistryLog, RoomRegistry } from "./room-registry";

/** When the viewer count is pushed, and who counts. */
export interface WatchNumberTiming {
  /** Every room with a connection in this process gets its count this often, changed or not. */
  readonly intervalMs: number;
  /** Joins, leaves and new sightings within this window give one push. */
  readonly coalesceMs: number;
  /** A viewer seen by mine-online within this long counts (two missed 30 s page heartbeats and some). */
  readonly seenWithinMs: number;
}

export const DEFAULT_WATCH_NUMBER_TIMING: WatchNumberTiming = { intervalMs: 10_000, coalesceMs: 1_000, seenWithinMs: 65_000 };

/** What the pusher reads and where it pushes. */
export interface WatchNumberDeps {
  readonly rooms: RoomRegistry;
  readonly presence: RoomPresence;
  /** Whether the organiser shows the room's count (WATCH_NUMBER_FLAG, stored per room). */
  readonly shown: (roomChannel: string) => Promise<boolean>;
  /** Wall clock, epoch ms (the sightings' clock). */
  readonly now: () => number;
  readonly timing: WatchNumberTiming;
}

/**
 * The §1 viewer count, pushed as WATCH_NUMBER (20232) `{watchNumber}` to the room's sockets of
 * this process: the distinct viewers with a websocket in the room or a mine-online heartbeat
 * within {@link WatchNumberTiming.seenWithinMs} (a page whose socket cannot connect still counts).
 * A socket's leave forgets its viewer's heartbeat here, so a closed page leaves the count at once
 * rather than after the heartbeat window.
 *
 * Pushed on change (a join, a leave, a viewer's first heartbeat), coalesced per room to one push
 * per {@link WatchNumberTiming.coalesceMs}, and at a steady interval. While the organiser hides
 * the count (`watch-number off`) no count leaves the server: the room gets WATCH_NUMBER_FLAG 0
 * instead, so a viewer who opened the room since also hides it.
 *
 * The count is this process's (decision 0053): with several processes (REDIS_URL) each room's
 * sockets see the viewers of their own process.
 */
export class WatchNumberPusher {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** Per room with a connection here, the audiences connected at its last push. */
  private readonly connected = new Map<string, ReadonlySet<string>>();
  private readonly steady: NodeJS.Timeout;
  private closed = false;
  private log: RegistryLog = () => undefined;

  constructor(private readonly deps: WatchNumberDeps) {
    deps.rooms.onMembershipChange((roomChannel) => {
      this.changed(roomChannel);
    });
    this.steady = setInterval(() => {
      for (const roomChannel of this.connected.keys()) void this.push(roomChannel);
    }, deps.timing.intervalMs);
    this.steady.unref();
  }

  /** Where a failed read of the flag is reported (the app's logger, once it exists). */
  useLog(log: RegistryLog): void {
    this.log = log;
  }

  /** A mine-online heartbeat of the viewer in the room: recorded; a viewer not counted yet changes the count. */
  sighted(roomChannel: string, audienceId: string, pageSession: string): void {
    const now = this.deps.now();
    const lastSeen = this.deps.presence.lastSeen(roomChannel, audienceId);
    const counted =
      (lastSeen !== null && lastSeen >= now - this.deps.timing.seenWithinMs) || this.connected.get(roomChannel)?.has(audienceId);
    this.deps.presence.seen(roomChannel, audienceId, pageSession, now);
    if (counted !== true) this.changed(roomChannel);
  }

  /** The room's count in this process now: distinct viewers connected or seen within the window. */
  count(roomChannel: string): number {
    const since = this.deps.now() - this.deps.timing.seenWithinMs;
    return new Set([...this.deps.rooms.audiencesIn(roomChannel), ...this.deps.presence.presentSince(roomChannel, since)]).size;
  }

  /** Something in the room changed (or its flag did): one push within the coalescing window. */
  changed(roomChannel: string): void {
    if (this.closed || this.pending.has(roomChannel)) return;
    const timer = setTimeout(() => {
      this.pending.delete(roomChannel);
      void this.push(roomChannel);
    }, this.deps.timing.coalesceMs);
    timer.unref();
    this.pending.set(roomChannel, timer);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.steady);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private async push(roomChannel: string): Promise<void> {
    const { rooms, presence } = this.deps;
    const connected = new Set(rooms.audiencesIn(roomChannel));
    for (const audienceId of this.connected.get(roomChannel) ?? []) {
      if (!connected.has(audienceId)) presence.leave(roomChannel, audienceId);
    }
    if (rooms.online(roomChannel) === 0) {
      this.connected.delete(roomChannel);
      return;
    }
    this.connected.set(roomChannel, connected);
    let shown: boolean;
    try {
      shown = await this.deps.shown(roomChannel);
    } catch (error) {
      this.log("viewer count not pushed: the watch number flag could not be read", { roomChannel, err: error });
      return;
    }
    if (this.closed) return;
    if (shown) {
      const body: WatchNumberBody = { watchNumber: this.count(roomChannel) };
      rooms.deliverHere(roomChannel, TOPICS.WATCH_NUMBER, body);
    } else {
      const body: WatchNumberFlagBody = { watchNumberFlag: 0 };
      rooms.deliverHere(roomChannel, TOPICS.WATCH_NUMBER_FLAG, body);
    }
  }
}
