import type { AdPicture } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

export interface AdPicturesState {
  /** The room's ad pictures (watch decorate), in the organiser's order; components choose by device and slot. */
  readonly pictures: readonly AdPicture[];
  /** Ids of the pictures closed by the viewer or hidden after their duration, on this page. */
  readonly dismissed: readonly string[];
}

export const INITIAL_AD_PICTURES: AdPicturesState = { pictures: [], dismissed: [] };

/**
 * The room's ad pictures (§3 Ad picture), a room feature. Intents: `shown` when a picture comes on
 * screen (reported once, and hidden after its adShowDuration), `clicked`, `close` (when the
 * picture may be closed). Every report goes to the bury call silently.
 */
export interface AdPicturesService extends RoomFeature {
  readonly state$: Observable<AdPicturesState>;
  shown(id: string): void;
  clicked(id: string): void;
  close(id: string): void;
}
