import type { CurrentLuckyDraw } from "./services";

/**
 * The lucky draw's viewer calls (decision 0028): the room's latest draw, and a winner's claim.
 * Both reject with the domain's `ApiFailure`; the adapter adds the viewer's bearer token.
 */
export interface LuckyDrawApi {
  /** GET …/lucky-draws/current: asked when the room opens and when the connection comes back. */
  current(eventId: string, roomId: string): Promise<CurrentLuckyDraw>;
  /** POST …/lucky-draws/{drawId}/claim {name, phone}: a winner leaves their contact for the prize. */
  claim(eventId: string, roomId: string, drawId: string, name: string, phone: string): Promise<void>;
}
