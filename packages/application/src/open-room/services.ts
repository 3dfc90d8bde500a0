import type { Observable } from "rxjs";
import type { Loadable, OpenedRoom } from "../state";
import type { LifetimeSignal } from "../lifetime";

/**
 * What OpenRoom offers (APP_TOKENS.OpenRoom): opens a room of an event for the watch page. The
 * caller owns staleness: a call whose `signal` was aborted publishes nothing more on `state$`.
 */
export interface OpenRoomService {
  readonly state$: Observable<Loadable<OpenedRoom>>;
  run(eventNumber: string, roomNumber: string, signal?: LifetimeSignal): Promise<void>;
}
