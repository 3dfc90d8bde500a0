import type { Observable } from "rxjs";
import type { RoomPush } from "./room-push";

/**
 * Where a channel stands. "idle" before the first connect; "connecting" until the server accepted
 * the auth; "open" once it did; "reconnecting" while waiting for (or making) the next attempt after
 * a close, an error or a protocol error; "closed" after {@link RealtimeChannel.close}; "failed" when
 * the channel gave up: no attempts left, or the server rejected the auth (no retry then).
 */
export type RealtimeStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed" | "failed";

/** What the server sent that the channel could not read (it reports it instead of throwing). */
export interface RealtimeProtocolError {
  /**
   * The codec's reason ("truncated", "bad-length", "bad-body", …), "bad-frame" for a non-binary
   * frame, or "bad-push" for a push of a handled topic whose body could not be read (it is dropped).
   */
  readonly reason: string;
  /** The operation of the packet, when its header could be read. */
  readonly op?: number;
}

/** Where and as whom to connect. */
export interface RealtimeConnectParams {
  /** The im address, ws:// or wss:// (the domain config's goImUrl). */
  readonly url: string;
  readonly eventId: string;
  readonly roomId: string;
  /** The viewer's access token for the event (sent as the auth key). */
  readonly token: string;
  /** Topic ids (§7) to receive from the start; later changed with subscribe/unsubscribe. */
  readonly accepts: readonly number[];
}

/**
 * The realtime channel to the goim-compatible websocket (§4 Websocket, §7): authenticates, keeps
 * the heartbeat, and reconnects on its own (§9: up to 10 times, 15 s apart; attempts reset after
 * the server accepted the auth; at zero the channel gives up with "failed"). The topic set and the
 * room survive a reconnect: the channel re-subscribes by itself. Subscribe, unsubscribe and change
 * room calls made while (re)connecting are remembered and take effect with the next accepted auth;
 * before the first connect (or after close) there is nothing to change. One connection at a time:
 * connect() again replaces the current one, its topics and its room.
 */
export interface RealtimeChannel {
  connect(params: RealtimeConnectParams): void;
  /** Adds topics to receive (sent at once when connected). */
  subscribe(topics: readonly number[]): void;
  /** Stops receiving topics. */
  unsubscribe(topics: readonly number[]): void;
  /** Moves the connection to another room of the same event (§7 change room). */
  changeRoom(roomId: string): void;
  /** Ends the connection for good (status "closed"); no reconnect follows. */
  close(): void;
  /**
   * What the server pushed, already read into the application's words (the adapter translates the
   * wire bodies): pushes of topics the client does not handle, and bodies it cannot read, never
   * arrive here (the latter are reported on `protocolErrors$`).
   */
  readonly pushes$: Observable<RoomPush>;
  /** Current status first, then each change. */
  readonly status$: Observable<RealtimeStatus>;
  /** Reconnect attempts left (§9: 10 after a good auth), current value first. */
  readonly attemptsLeft$: Observable<number>;
  /** The room's online count, from each heartbeat reply. */
  readonly online$: Observable<number>;
  /** Optional: what could not be read (the channel reconnects when the framing broke). */
  readonly protocolErrors$?: Observable<RealtimeProtocolError>;
}
