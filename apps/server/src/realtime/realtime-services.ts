import type { RoomPresence } from "../services/room-presence";
import type { ConnectionTiming } from "./viewer-connection";
import type { RealtimeHub } from "./ports";
import type { RoomAccess } from "./room-access";
import type { RoomRegistry } from "./room-registry";
import type { WatchNumberPusher } from "./watch-number-pusher";

/** What the websocket endpoint and the admin API share (ServerContext.realtime). */
export interface RealtimeServices {
  /** Fan-out of pushes to room channels (in-process by default). */
  readonly hub: RealtimeHub;
  /** This process's connections per room, their online counts and batching. */
  readonly rooms: RoomRegistry;
  /** Checks auth packets and changes of room. */
  readonly access: RoomAccess;
  /** Auth and idle deadlines of a connection. */
  readonly timing: ConnectionTiming;
  /** When each viewer was last on a room's page (mine-online), in this process. */
  readonly presence: RoomPresence;
  /** The rooms' viewer count (WATCH_NUMBER), from {@link rooms} and {@link presence}. */
  readonly watchNumber: WatchNumberPusher;
}
