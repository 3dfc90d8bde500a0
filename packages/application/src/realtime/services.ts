import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";
import type { RealtimeStatus } from "./ports";
import type { RoomPush, RoomPushKind, RoomPushOf } from "./room-push";

/** What the watch page shows of the realtime connection. */
export interface RealtimeState {
  readonly status: RealtimeStatus;
  /** The room's online count from the last heartbeat reply; null until the first one. */
  readonly online: number | null;
  /** Reconnect attempts left (§9: 10, back to 10 after each accepted auth). */
  readonly attemptsLeft: number;
}

/**
 * The realtime connection of the room being watched (§4 Websocket), a room feature: `start`
 * connects with the event's stored token, `dispose` ends it; the connection's ups and downs are in
 * `state$`, what the server pushed in `pushes$` (typed {@link RoomPush}es; one kind with `pushesOf`).
 * When the connection is given up the viewer is told ("realtime.lost").
 */
export interface RealtimeSessionService extends RoomFeature {
  readonly state$: Observable<RealtimeState>;
  readonly pushes$: Observable<RoomPush>;
  /** The pushes of one kind: a feature listens to what it handles, in the application's words. */
  pushesOf<K extends RoomPushKind>(kind: K): Observable<RoomPushOf<K>>;
  subscribe(topics: readonly number[]): void;
  unsubscribe(topics: readonly number[]): void;
  changeRoom(roomId: string): void;
}
