import type { ConnectionTiming } from "./viewer-connection";
import type { RealtimeHub } from "./ports";
import type { RoomAccess } from "./room-access";
import type { RoomRegistry } from "./room-registry";

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
}
