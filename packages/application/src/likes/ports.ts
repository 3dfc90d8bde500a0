/**
 * The room's like and presence calls (§7). Both reject with the domain's `ApiFailure` like the
 * other API ports; the adapter adds the bearer token of the request context's event.
 */
export interface RoomApi {
  /** GET /events/{eventId}/rooms/{roomId}/fabulous?number=count (1–100): answers the room's new like total. */
  like(eventId: string, roomId: string, count: number): Promise<number>;
  /** POST /events/{eventId}/rooms/{roomId}/audiences/mine-online `{pageSession}`: the viewer is on the page. */
  reportOnline(eventId: string, roomId: string, pageSession: string): Promise<void>;
}
