import type { Portal, PortalEvent } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { Loadable } from "../state";

/** What the portal page shows. */
export type PortalPageState =
  | { readonly status: "idle" | "loading" }
  /** 152001: no such portal. */
  | { readonly status: "missing" }
  /** 152002: the organiser switched it off. */
  | { readonly status: "disabled" }
  | { readonly status: "error"; readonly messageKey: string }
  | {
      readonly status: "ready";
      readonly portal: Portal;
      /** Each event-list plate's events by plate id (loaded after the plates, each on its own). */
      readonly events: Readonly<Record<string, Loadable<readonly PortalEvent[]>>>;
    };

/**
 * The portal page (§2 `/portal/{id}`, §3 Portal): loads the plates in order, then each event
 * list's events, and posts the flow once per load with the browser's fingerprint.
 */
export interface PortalPageService {
  readonly state$: Observable<PortalPageState>;
  /** Intent: show the portal (again after an error). */
  load(portalId: string): Promise<void>;
  /** Intent: load one event list again after it failed. */
  reloadPlate(plateId: string): Promise<void>;
}
