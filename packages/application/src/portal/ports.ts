import type { Portal, PortalEvent } from "@livehall/domain";

/**
 * The portal calls of §7 (page decoration). Used by the portal page when it loads; rejects with
 * the domain's `ApiFailure` like the other API ports (body codes 152001 unknown, 152002 switched off).
 */
export interface PortalApi {
  /** GET /tenants/page-decoration/landing/plates: the portal and its plates. */
  page(portalId: string): Promise<Portal>;
  /** GET …/plates/plate-info: the events of an event-list plate, in the plate's order. */
  plateEvents(portalId: string, plateId: string): Promise<readonly PortalEvent[]>;
  /** POST /no-auth/page-decoration/{id}/flow?fingerprint=: one view by this browser. */
  recordFlow(portalId: string, fingerprint: string): Promise<void>;
}

/**
 * This browser's fingerprint for the flow count (decision 0037): the same value on every visit
 * from the same browser. Asked once per portal load; never throws (falls back to a fresh value).
 */
export interface BrowserFingerprintSource {
  fingerprint(): string;
}
