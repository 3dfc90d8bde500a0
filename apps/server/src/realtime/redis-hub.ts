import { createClient } from "redis";
import { LocalHub } from "./local-hub";
import type { HubListener, HubMessage, RealtimeHub } from "./ports";
import { readPushAudience, type PushAudience } from "./push-audience";

/** Prefix of the Redis pub/sub channel of a room channel: `livehall:room:live://{eventId}/{roomId}`. */
export const REDIS_CHANNEL_PREFIX = "livehall:room:";

/** Where the hub reports what it had to drop or could not do (the app's logger once it exists). */
export type RedisHubLog = (message: string, detail: Record<string, unknown>) => void;

/** One node-redis connection to `url`; `offlineQueue` false makes commands fail at once while disconnected. */
function newConnection(url: string, offlineQueue: boolean, reconnectStrategy: (retries: number, cause: Error) => number | Error) {
  return createClient({ url, disableOfflineQueue: !offlineQueue, socket: { reconnectStrategy } });
}

type RedisConnection = ReturnType<typeof newConnection>;

/** The broker side of one room channel: whether Redis has us subscribed, and whether a (un)subscribe is in flight. */
interface BrokerState {
  subscribed: boolean;
  busy: boolean;
}

/** Longest wait between two reconnection attempts after the connection to Redis was lost. */
const MAX_RECONNECT_DELAY_MS = 5_000;

const defaultLog: RedisHubLog = (message, detail) => {
  process.stderr.write(`${message} ${JSON.stringify(detail)}\n`);
};

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The {@link RealtimeHub} across server processes, over Redis pub/sub (node-redis): one Redis
 * channel per room channel (`livehall:room:` + the room channel id), messages as
 * `JSON.stringify({topic, body, audience?})`. Two connections: commands (PUBLISH) and subscriptions.
 *
 * The subscription connection subscribes to a room's Redis channel on its first local listener and
 * unsubscribes on its last; (un)subscribes of one channel are sent one at a time and reconciled with
 * the listeners present when each completes, so quick join/leave sequences end in the right state.
 * A message published to a channel before its SUBSCRIBE reached Redis is not delivered.
 *
 * Failures never crash the process: connection errors, malformed messages and throwing listeners
 * are logged; after a lost connection node-redis reconnects (back-off up to 5 s) and resubscribes.
 * `publish` rejects while Redis is unreachable (no offline queue), so a caller learns it at once.
 */
export class RedisHub implements RealtimeHub {
  /** This process's listeners; the broker side follows which channels have any. */
  private readonly local = new LocalHub((error, roomChannel, message) => {
    this.log("Redis hub listener failed", { roomChannel, topic: message.topic, error: describeError(error) });
  });
  private readonly broker = new Map<string, BrokerState>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private closing: Promise<void> | null = null;
  private log: RedisHubLog;

  private constructor(
    private readonly publisher: RedisConnection,
    private readonly subscriber: RedisConnection,
    log: RedisHubLog,
  ) {
    this.log = log;
  }

  /**
   * Connects both connections to `url` (`redis://[user:password@]host:port[/db]`). Rejects — with
   * nothing left open — when Redis cannot be reached at start.
   */
  static async connect(url: string, log: RedisHubLog = defaultLog): Promise<RedisHub> {
    let started = false;
    const reconnectStrategy = (retries: number, cause: Error): number | Error =>
      started ? Math.min(100 * 2 ** Math.min(retries, 6), MAX_RECONNECT_DELAY_MS) : cause;
    const publisher = newConnection(url, false, reconnectStrategy);
    const subscriber = newConnection(url, true, reconnectStrategy);
    const hub = new RedisHub(publisher, subscriber, log);
    for (const [role, connection] of [
      ["publish", publisher],
      ["subscribe", subscriber],
    ] as const) {
      connection.on("error", (error: unknown) => {
        if (started) hub.log("Redis hub connection error", { connection: role, error: describeError(error) });
      });
      connection.on("reconnecting", () => {
        if (started && !hub.closed) hub.log("Redis hub reconnecting", { connection: role });
      });
    }
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    } catch (error) {
      publisher.destroy();
      subscriber.destroy();
      throw new Error(`Could not connect to Redis at ${redactUrl(url)}: ${describeError(error)}`, { cause: error });
    }
    started = true;
    return hub;
  }

  /** Where failures are reported from now on. */
  useLog(log: RedisHubLog): void {
    this.log = log;
  }

  async publish(roomChannel: string, topic: number, body: unknown, audience?: PushAudience): Promise<void> {
    if (this.closed) throw new Error("The realtime hub is closed");
    const message: HubMessage = audience ? { topic, body, audience } : { topic, body };
    await this.publisher.publish(REDIS_CHANNEL_PREFIX + roomChannel, JSON.stringify(message));
  }

  subscribe(roomChannel: string, listener: HubListener): () => void {
    if (this.closed) return () => undefined;
    const unsubscribe = this.local.subscribe(roomChannel, listener);
    this.syncBroker(roomChannel);
    return () => {
      unsubscribe();
      this.syncBroker(roomChannel);
    };
  }

  /** Channels with at least one local listener (tests, diagnostics). */
  get channelCount(): number {
    return this.local.channelCount;
  }

  /** Room channels Redis has this hub subscribed to (tests, diagnostics). */
  get brokerChannelCount(): number {
    let count = 0;
    for (const state of this.broker.values()) if (state.subscribed) count += 1;
    return count;
  }

  /** Resolves once every (un)subscribe sent so far — and what it led to — is done (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): Promise<void> {
    this.closing ??= this.quit();
    return this.closing;
  }

  private async quit(): Promise<void> {
    this.closed = true;
    await this.local.close();
    this.broker.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map(async (connection) => {
        try {
          if (connection.isOpen) await connection.close();
        } catch {
          connection.destroy();
        }
      }),
    );
  }

  /** Brings Redis's subscription of `roomChannel` in line with its local listeners, one command at a time. */
  private syncBroker(roomChannel: string): void {
    if (this.closed) return;
    let state = this.broker.get(roomChannel);
    if (!state) {
      state = { subscribed: false, busy: false };
      this.broker.set(roomChannel, state);
    }
    if (state.busy) return;
    const wanted = this.local.hasListeners(roomChannel);
    if (wanted === state.subscribed) {
      if (!wanted) this.broker.delete(roomChannel);
      return;
    }
    const current = state;
    current.busy = true;
    const key = REDIS_CHANNEL_PREFIX + roomChannel;
    const command = wanted ? this.subscriber.subscribe(key, this.onRedisMessage) : this.subscriber.unsubscribe(key, this.onRedisMessage);
    const done: Promise<void> = command.then(
      () => {
        current.subscribed = wanted;
        current.busy = false;
        this.inFlight.delete(done);
        this.syncBroker(roomChannel);
      },
      (error: unknown) => {
        // Left as it was; the next listener change of this channel tries again.
        current.busy = false;
        this.inFlight.delete(done);
        if (!this.closed) this.log("Redis hub could not (un)subscribe", { roomChannel, subscribe: wanted, error: describeError(error) });
      },
    );
    this.inFlight.add(done);
  }

  private readonly onRedisMessage = (raw: string, channel: string): void => {
    const roomChannel = channel.startsWith(REDIS_CHANNEL_PREFIX) ? channel.slice(REDIS_CHANNEL_PREFIX.length) : channel;
    if (this.closed || !this.local.hasListeners(roomChannel)) return;
    const message = parseMessage(raw);
    if (!message) {
      this.log("Redis hub dropped a malformed message", { roomChannel, length: raw.length });
      return;
    }
    this.local.deliver(roomChannel, message);
  };
}

/**
 * `{topic, body, audience?}` from a Redis message, or null when it is not one. A message whose
 * audience is unreadable is dropped, never widened to the whole room.
 */
function parseMessage(raw: string): HubMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !("topic" in value)) return null;
  const { topic } = value;
  if (typeof topic !== "number" || !Number.isInteger(topic)) return null;
  const { body = null, audience } = value as { body?: unknown; audience?: unknown };
  if (audience === undefined) return { topic, body };
  const chosen = readPushAudience(audience);
  return chosen ? { topic, body, audience: chosen } : null;
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}
