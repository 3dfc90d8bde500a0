import type { Observable } from "rxjs";
import type { EnteredEvent, Loadable } from "../state";

export interface EnterEventOptions {
  /** A room the viewer asked for; the main room otherwise. */
  readonly roomNumber?: string;
  /**
   * The page the viewer was on before the access gate (state.from or the `from` query); wins over
   * the room. Followed only when it leads to this site.
   */
  readonly from?: string;
  /** The promotion channel the viewer came through; read from the current path when absent. */
  readonly channelNumber?: string;
}

/** What EnterEvent offers (APP_TOKENS.EnterEvent): passes the viewer through the access gate. */
export interface EnterEventService {
  readonly state$: Observable<Loadable<EnteredEvent>>;
  run(eventNumber: string, options?: EnterEventOptions): Promise<void>;
}
