import type { HubListener, HubMessage, RealtimeHub } from "./ports";
import type { PushAudience } from "./push-audience";

/** Reports a listener that threw; the hub keeps delivering to the others. */
export type ListenerErrorLog = (error: unknown, roomChannel: string, message: HubMessage) => void;

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

  publish(roomChannel: string, topic: number, body: unknown, audience?: PushAudience): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The realtime hub is closed"));
    this.deliver(roomChannel, audience ? { topic, body, audience } : { topic, body });
    return Promise.resolve();
  }

  /**
   * Hands `message` to the channel's listeners present now, in subscription order; one that throws
   * is reported and skipped. Also how a broker hub passes on what arrived from the broker.
   */
  deliver(roomChannel: string, message: HubMessage): void {
    const listeners = this.channels.get(roomChannel);
    if (!listeners || this.closed) return;
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        this.onListenerError(error, roomChannel, message);
      }
    }
  }

  /** Whether the channel has a listener in this process. */
  hasListeners(roomChannel: string): boolean {
    return this.channels.has(roomChannel);
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
