import type { PushAudience } from "./push-audience";

/**
 * One push to a room: a topic id (the `TOPICS` table of @livehall/wire, the inner packet's op) and
 * its JSON body. Plain data, so a hub that crosses processes (Redis pub/sub) can serialise it as
 * `JSON.stringify(message)` and rebuild it with `JSON.parse` on the other side.
 */
export interface HubMessage {
  readonly topic: number;
  /** Any JSON value; the websocket endpoint sends it as the inner packet's UTF-8 JSON body. */
  readonly body: unknown;
  /** Only these viewers' sockets receive it (push-audience.ts); every socket of the room when absent. */
  readonly audience?: PushAudience;
}

/** Receives every message published to one room channel. Must not throw (the hub logs and drops when it does). */
export type HubListener = (message: HubMessage) => void;

/**
 * The fan-out port of the realtime endpoint: what one part of the server (admin API, chat, a
 * later issue's tool) publishes to a room channel reaches every listener of that channel — in
 * this process ({@link LocalHub}, the embedded default) or in every server process sharing a
 * broker ({@link RedisHub}, Redis pub/sub, server option `redisUrl`).
 *
 * Room channels are `live://{eventId}/{roomId}` (`roomChannelId` of @livehall/wire) with the
 * canonical ids (never room numbers), so every process names a room the same way.
 *
 * Contract for implementations:
 * - `publish` resolves once the message is handed over (a broker hub: once the broker took it);
 *   delivery to listeners may happen later and in another process. Order is kept per channel and
 *   publisher. A listener never receives messages published before it subscribed.
 * - `subscribe` may be called several times for one channel; each listener gets each message once.
 *   The returned function unsubscribes that listener (idempotent). A broker hub subscribes to the
 *   broker on a channel's first listener and unsubscribes on its last.
 * - `audience` travels with the message unchanged; the hub never filters by it (the room registry
 *   does, per socket, in the process that holds the socket).
 * - `close` drops every listener and releases connections; publish after close rejects.
 */
export interface RealtimeHub {
  publish(roomChannel: string, topic: number, body: unknown, audience?: PushAudience): Promise<void>;
  subscribe(roomChannel: string, listener: HubListener): () => void;
  close(): Promise<void>;
}
