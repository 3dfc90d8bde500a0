import type { FastifyInstance } from "fastify";
import {
  MAX_BREAKOUT_ASSIGNMENTS,
  MAX_BREAKOUT_ROOMS,
  roomChannelId,
  TOPICS,
  type BreakoutAdminDTO,
  type BreakoutBody,
  type BreakoutMoveDTO,
} from "@livehall/wire";
import { ApiError, badParameter } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { identifier } from "../../routes/schemas";
import { roomParams, viewerRoom, type RoomParams } from "../../routes/viewer-room";
import type { EventRow, RoomRow } from "../../services/event-store";
import type { ServerContext } from "../../server-context";
import { adminRoom, adminRoomParams, toolAdminRoutes, type AdminRoomParams } from "../tool-admin";
import { breakoutPush, breakoutRoomDto, breakoutView, openRooms } from "./breakout-dto";
import { BreakoutStore, type BreakoutMove } from "./breakout-store";

const openBody = {
  type: "object",
  required: ["rooms"],
  additionalProperties: false,
  properties: { rooms: { type: "integer", minimum: 1, maximum: MAX_BREAKOUT_ROOMS }, allowReturnFlag: { type: "integer", enum: [0, 1] } },
} as const;

/** `roomNumber` "" moves the viewer back to the main room. */
const assignBody = {
  type: "object",
  required: ["moves"],
  additionalProperties: false,
  properties: {
    moves: {
      type: "array",
      minItems: 1,
      maxItems: MAX_BREAKOUT_ASSIGNMENTS,
      items: {
        type: "object",
        required: ["liveUserId", "roomNumber"],
        additionalProperties: false,
        properties: { liveUserId: identifier, roomNumber: { type: "string", maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" } },
      },
    },
  },
} as const;

/** 409 / 100400: the call needs an open breakout (or a room that has breakout rooms). */
const conflict = (message: string): ApiError => new ApiError(409, "100400", message);

/**
 * Breakout rooms (issue 13, decision 0032; docs/api.md "Breakout rooms"):
 * - viewer: GET /api/events/{eventId}/rooms/{roomId}/breakout → BreakoutViewDTO (bearer token as
 *   for the other room calls);
 * - organiser (admin token): GET / POST open {rooms, allowReturnFlag?} / POST assign {moves} /
 *   POST close under /api/admin/events/{eventNumber}/rooms/{roomNumber}/breakout. Every change is
 *   pushed as BREAKOUT (20307) to the main room and each of its breakout rooms.
 * Who may enter a breakout room over the websocket is BreakoutEntry's rule.
 */
export function breakoutRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new BreakoutStore(ctx.db);

  app.get<{ Params: RoomParams }>("/events/:eventId/rooms/:roomId/breakout", { schema: { params: roomParams } }, async (request) => {
    // Answered in any breakout room: it tells a viewer who may not stay where their room is.
    const { viewer, room } = await viewerRoom(ctx, request.params, request.headers.authorization, "any room");
    const main = (await store.mainRoomOf(room)) ?? room;
    const state = await store.state(main.id);
    const open = openRooms(await store.definedRooms(main.id), state);
    return ok(breakoutView(main, open, state, await store.assignment(main.id, viewer.uid)));
  });

  /** The event and the main room named by the path (a breakout room is refused: name its main room). */
  async function mainRoom(params: AdminRoomParams): Promise<{ event: EventRow; main: RoomRow; defined: RoomRow[] }> {
    const { event, room: main } = await adminRoom(ctx, params);
    if (main.breakout_of !== "") throw badParameter(`Room ${main.room_number} is a breakout room; name its main room`);
    return { event, main, defined: await store.definedRooms(main.id) };
  }

  async function publish(event: EventRow, main: RoomRow, defined: readonly RoomRow[], body: BreakoutBody): Promise<void> {
    for (const room of [main, ...defined]) await ctx.realtime.hub.publish(roomChannelId(event.id, room.id), TOPICS.BREAKOUT, body);
  }

  async function adminState(main: RoomRow, defined: readonly RoomRow[]): Promise<BreakoutAdminDTO> {
    const state = await store.state(main.id);
    const assignments = await store.assignments(main.id);
    return {
      openFlag: state.open ? 1 : 0,
      mainRoomNumber: main.room_number,
      allowReturnFlag: state.allowReturn ? 1 : 0,
      rooms: openRooms(defined, state).map((room) => ({
        ...breakoutRoomDto(room),
        liveUserIds: assignments.filter((item) => item.roomId === room.id).map((item) => item.audienceId),
      })),
    };
  }

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/breakout",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { main, defined } = await mainRoom(request.params);
        return ok(await adminState(main, defined));
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: { rooms: number; allowReturnFlag?: 0 | 1 } }>(
      "/events/:eventNumber/rooms/:roomNumber/breakout/open",
      { schema: { params: adminRoomParams, body: openBody } },
      async (request) => {
        const { event, main, defined } = await mainRoom(request.params);
        const count = request.body.rooms;
        if (defined.length === 0) throw conflict(`Room ${main.room_number} has no breakout rooms (breakoutOf in the event definition)`);
        if (count > defined.length)
          throw badParameter(
            `Invalid body field 'rooms': room ${main.room_number} has ${defined.length} breakout rooms, asked for ${count}`,
          );
        const opened = defined.slice(0, count);
        await store.open(
          event.id,
          main.id,
          opened.map((room) => room.id),
          request.body.allowReturnFlag === 1,
          ctx.now(),
        );
        const state = await store.state(main.id);
        await publish(event, main, defined, breakoutPush("open", main, opened, state));
        return ok(await adminState(main, defined));
      },
    );

    admin.post<{ Params: AdminRoomParams; Body: { moves: { liveUserId: string; roomNumber: string }[] } }>(
      "/events/:eventNumber/rooms/:roomNumber/breakout/assign",
      { schema: { params: adminRoomParams, body: assignBody } },
      async (request) => {
        const { event, main, defined } = await mainRoom(request.params);
        const state = await store.state(main.id);
        if (!state.open) throw conflict(`No breakout is open in room ${main.room_number}: open one first`);
        const open = openRooms(defined, state);
        const moves: BreakoutMove[] = [];
        const pushed: BreakoutMoveDTO[] = [];
        for (const [index, move] of request.body.moves.entries()) {
          const target = move.roomNumber === "" ? null : open.find((room) => room.room_number === move.roomNumber);
          if (target === undefined)
            throw badParameter(
              `Invalid body field 'moves.${index}.roomNumber': ${move.roomNumber} is not an open breakout room of ${main.room_number}`,
            );
          const audience = await ctx.sessions.findAudience(move.liveUserId);
          if (audience?.event_id !== event.id)
            throw badParameter(`Invalid body field 'moves.${index}.liveUserId': ${move.liveUserId} is not a viewer of this event`);
          moves.push({ audienceId: audience.id, roomId: target?.id ?? null });
          pushed.push({ liveUserId: audience.id, roomId: target?.id ?? "", roomNumber: target?.room_number ?? "" });
        }
        await store.assign(main.id, moves, ctx.now());
        await publish(event, main, defined, breakoutPush("assign", main, open, state, pushed));
        return ok(await adminState(main, defined));
      },
    );

    admin.post<{ Params: AdminRoomParams }>(
      "/events/:eventNumber/rooms/:roomNumber/breakout/close",
      { schema: { params: adminRoomParams } },
      async (request) => {
        const { event, main, defined } = await mainRoom(request.params);
        await store.close(main.id, ctx.now());
        const state = await store.state(main.id);
        await publish(event, main, defined, breakoutPush("close", main, [], state));
        return ok(await adminState(main, defined));
      },
    );
  });
}
