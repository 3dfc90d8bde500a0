import { ApiError, roomNotFound } from "../http/api-error";
import { NOT_ASSIGNED_REFUSAL } from "../realtime/room-access";
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
 * 151001 / 151002 when the event or room is unknown. A breakout room answers only the viewers
 * assigned to it while its breakout is open: anyone else gets HTTP 200, body 100403 — the same
 * rule, code and message as the websocket's refusal (`RoomAccess.mayEnter`, decisions 0032, 0042).
 * Every room-scoped viewer call (room, play, chat, tools) comes through here.
 */
export async function viewerRoom(
  ctx: ServerContext,
  params: RoomParams,
  authorization: string | undefined,
  /** "any room": only the breakout state read (it names the viewer's own room: how a refused page finds its way). */
  entry: "assigned" | "any room" = "assigned",
): Promise<ViewerRoom> {
  const viewer = await ctx.sessions.authenticate(authorization, params.eventId);
  const event = await eventById(ctx, params.eventId);
  const room = await ctx.events.findRoom(event.id, params.roomId);
  if (!room) throw roomNotFound();
  if (entry === "assigned" && !(await ctx.realtime.access.mayEnter(room, viewer.uid))) throw notAssigned();
  return { viewer, event, room };
}

/** HTTP 200, body 100403: a breakout room the viewer is not assigned to (as the websocket refuses it). */
export const notAssigned = (): ApiError => new ApiError(200, NOT_ASSIGNED_REFUSAL.code, NOT_ASSIGNED_REFUSAL.message);
