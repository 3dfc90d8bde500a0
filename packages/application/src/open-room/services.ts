import type { Observable } from "rxjs";
import type { Loadable, OpenedRoom } from "../state";

/** What OpenRoom offers (APP_TOKENS.OpenRoom): opens a room of an event for the watch page. */
export interface OpenRoomService {
  readonly state$: Observable<Loadable<OpenedRoom>>;
  run(eventNumber: string, roomNumber: string): Promise<void>;
}
