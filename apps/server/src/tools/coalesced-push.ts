import type { RealtimeHub } from "../realtime/ports";

interface Slot {
  lastSent: number;
  timer: NodeJS.Timeout | null;
  make: () => Promise<unknown>;
}

/**
 * Pushes of a changing total (a check-in count, a quiz's winners) coalesced per key: the first
 * change goes out at once, later ones within `intervalMs` become one push of the newest state
 * when the interval is over. `make` reads that state when the push goes out (never stale).
 * A failed push is logged and dropped: what is stored is read by the next GET. One slot per key
 * is kept (keys are tool items: few).
 */
export class CoalescedPush {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly hub: RealtimeHub,
    private readonly intervalMs: number,
    private readonly log: (error: unknown) => void,
  ) {}

  push(channel: string, topic: number, key: string, make: () => Promise<unknown>): void {
    const now = performance.now();
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { lastSent: -Infinity, timer: null, make };
      this.slots.set(key, slot);
    }
    slot.make = make;
    if (slot.timer !== null) return;
    const wait = slot.lastSent + this.intervalMs - now;
    if (wait <= 0) {
      this.send(channel, topic, slot);
      return;
    }
    const pending = slot;
    pending.timer = setTimeout(() => {
      pending.timer = null;
      this.send(channel, topic, pending);
    }, wait);
    pending.timer.unref();
  }

  /** Stops every pending push (the server closes). */
  close(): void {
    for (const slot of this.slots.values()) if (slot.timer !== null) clearTimeout(slot.timer);
    this.slots.clear();
  }

  private send(channel: string, topic: number, slot: Slot): void {
    slot.lastSent = performance.now();
    void slot
      .make()
      .then((body) => this.hub.publish(channel, topic, body))
      .catch(this.log);
  }
}
