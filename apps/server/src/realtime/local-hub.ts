import type { HubListener, HubMessage, RealtimeHub } from "./ports";

/** Reports a listener that threw; the hub keeps delivering to the others. */
export type ListenerErrorLog = (error: unknown, roomChannel: string) => void;

/**
 * The in-process {@link RealtimeHub} (the embedded default): a map of room channel → listeners.
 * `publish` delivers synchronously to the listeners present at that moment, in subscription order;
 * a listener that throws is reported and skipped. Serves one server process; several processes
 * need a broker hub.
 */
export class LocalHub implements RealtimeHub {
  private readonly channels = new Map<string, Set<HubListener>>();
  private closed = false;

  constructor(private readonly onListenerError: ListenerErrorLog = () => undefined) {}

  publish(roomChannel: string, topic: number, body: unknown): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The realtime hub is closed"));
    const listeners = this.channels.get(roomChannel);
    if (listeners) {
      const message: HubMessage = { topic, body };
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch (error) {
          this.onListenerError(error, roomChannel);
        }
      }
    }
    return Promise.resolve();
  }

  subscribe(roomChannel: string, listener: HubListener): () => void {
    if (this.closed) return () => undefined;
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry: HubListener = (message) => {
      listener(message);
    };
    let listeners = this.channels.get(roomChannel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(roomChannel, listeners);
    }
    listeners.add(entry);
    return () => {
      const current = this.channels.get(roomChannel);
      if (!current?.delete(entry)) return;
      if (current.size === 0) this.channels.delete(roomChannel);
    };
  }

  /** Channels with at least one listener (tests, diagnostics). */
  get channelCount(): number {
    return this.channels.size;
  }

  close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    return Promise.resolve();
  }
}
