import type { CallToAction } from "./services";

/**
 * The room's call-to-action tools (§7 GET /events/{eventId}/rooms/{roomId}/call-to-actions).
 * Rejects with the domain's `ApiFailure` like the other API ports; the adapter reads the answer
 * with {@link parseCallToActions} (bad tools are left out).
 */
export interface CallToActionApi {
  list(eventId: string, roomId: string): Promise<readonly CallToAction[]>;
}
