import type { Observable } from "rxjs";
import type { RoomScope } from "./room-scope";

/** What WatchRoom offers (APP_TOKENS.WatchRoom): the owner of the open room and its features. */
export interface WatchRoomService {
  /** The open room's features; null until the room is open and after it closed. */
  readonly scope$: Observable<RoomScope | null>;
  /** Intent: show the room `roomNumber` of the event (the room already open: nothing). */
  open(eventNumber: string, roomNumber: string): void;
  /** Intent: open the room again after it failed to open. */
  retry(): void;
  /** Intent: leave the room: its features are disposed. */
  close(): void;
}
