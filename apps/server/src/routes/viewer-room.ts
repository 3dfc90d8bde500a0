import { roomNotFound } from "../http/api-error";
import type { EventRow, RoomRow } from "../services/event-store";
import type { TokenClaims } from "../services/token-signer";
import type { ServerContext } from "../server-context";
import { eventById } from "./event-lookup";
import { identifier } from "./schemas";

/** Path parameters of the §7 room calls: `/events/:eventId/rooms/:roomId/…`. */
export interface RoomParams {
  eventId: string;
  roomId: string;
}

export const roomParams = {
  type: "object",
  required: ["eventId", "roomId"],
  properties: { eventId: identifier, roomId: identifier },
} as const;

/** The viewer, event and room a room call is about. */
export interface ViewerRoom {
  readonly viewer: TokenClaims;
  readonly event: EventRow;
  readonly room: RoomRow;
}

/**
 * Checks a room call: the bearer token must be bound to `{eventId}` (401 otherwise, 100041 when
 * expired, 100046 revoked, 100050 superseded); `{roomId}` is the room number or id (decision 0003),
 * 151001 / 151002 when the event or room is unknown.
 */
export async function viewerRoom(ctx: ServerContext, params: RoomParams, authorization: string | undefined): Promise<ViewerRoom> {
  const viewer = await ctx.sessions.authenticate(authorization, params.eventId);
  const event = await eventById(ctx, params.eventId);
  const room = await ctx.events.findRoom(event.id, params.roomId);
  if (!room) throw roomNotFound();
  return { viewer, event, room };
}
