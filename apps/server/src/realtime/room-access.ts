import { BODY_CODES, parseRoomChannelId, roomChannelId, type AuthBody } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import type { EventRow, EventStore, RoomRow } from "../services/event-store";
import type { SessionService } from "../services/session-service";
import type { RoomEntry } from "../tools/breakout/breakout-entry";

/**
 * Why a websocket auth or change of room was refused; `code` is the body code the client gets in
 * the op 8 (auth) or op 13 (change room) reply: 401 / 100041 / 100046 / 100050 as for room calls,
 * 100403 an audience banned online,
 * 151001 unknown event, 151002 unknown room, 100400 a room_id that is not `live://{eventId}/{roomId}`,
 * 100403 also a breakout room the viewer is not assigned to (decision 0032).
 */
export class RealtimeRejection extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RealtimeRejection";
  }
}

/**
 * The one refusal of a breakout room the viewer is not assigned to, on every way into a room: the
 * websocket (op 8 / op 13 replies) and every room-scoped HTTP call (`viewerRoom`, decision 0042).
 */
export const NOT_ASSIGNED_REFUSAL = {
  code: BODY_CODES.accessDenied,
  message: "A breakout room the viewer is not assigned to",
} as const;

/** A connection admitted to a room. */
export interface AdmittedViewer {
  /** The event's id (virtualEventId). */
  readonly eventId: string;
  /** The viewer (audience id, `liveUserId`). */
  readonly audienceId: string;
  /** The canonical room channel `live://{eventId}/{roomId}`. */
  readonly roomChannel: string;
  /** Topic ids the client asked for (auth `accepts`), unchecked. */
  readonly accepts: readonly number[];
}

/**
 * Admits websocket connections to rooms: the auth packet's `key` is the viewer's event access
 * token (checked like a room call's bearer token) and its `room_id` a room channel of that event.
 */
export class RoomAccess {
  constructor(
    private readonly events: EventStore,
    private readonly sessions: SessionService,
    /** Who may enter which room (breakout rooms); every room when absent. */
    private readonly entry: RoomEntry | null = null,
  ) {}

  /** Checks an auth body; throws {@link RealtimeRejection} saying why it is refused. */
  async admit(auth: AuthBody): Promise<AdmittedViewer> {
    const target = this.parseChannel(auth.room_id);
    const event = await this.findEvent(target.eventId);
    let audienceId: string;
    try {
      audienceId = (await this.sessions.authenticate(`Bearer ${auth.key}`, event.id)).uid;
      await this.sessions.assertNotBanned(event.id, audienceId);
    } catch (error) {
      if (error instanceof ApiError) throw new RealtimeRejection(error.code, error.message);
      throw error;
    }
    const roomChannel = await this.roomOf(event, target.roomId, audienceId);
    return { eventId: event.id, audienceId, roomChannel, accepts: auth.accepts };
  }

  /**
   * Whether `audienceId` may enter `room`: every ordinary room; a breakout room only while its
   * breakout is open and the viewer is assigned to it ({@link RoomEntry}). Asked on op 7 and op 12
   * here, and by every room-scoped HTTP call (`viewerRoom`), so the rule lives in one place.
   */
  async mayEnter(room: RoomRow, audienceId: string): Promise<boolean> {
    return this.entry === null || (await this.entry.mayEnter(room, audienceId));
  }

  /** The canonical channel of `roomIdText` (op 12 body) when it is a room of `eventId` the viewer may enter; throws otherwise. */
  async move(eventId: string, roomIdText: string, audienceId: string): Promise<string> {
    const target = this.parseChannel(roomIdText);
    const event = await this.findEvent(target.eventId);
    if (event.id !== eventId) throw new RealtimeRejection("401", "The room belongs to another event");
    return this.roomOf(event, target.roomId, audienceId);
  }

  private parseChannel(text: string): { eventId: string; roomId: string } {
    const parsed = parseRoomChannelId(text);
    if (parsed === null) throw new RealtimeRejection(BODY_CODES.badParameter, "room_id must be live://{eventId}/{roomId}");
    return parsed;
  }

  /** By id (what clients send), else by number. */
  private async findEvent(eventIdOrNumber: string): Promise<EventRow> {
    const event = (await this.events.findById(eventIdOrNumber)) ?? (await this.events.findByNumber(eventIdOrNumber));
    if (!event) throw new RealtimeRejection(BODY_CODES.eventNotFound, "Unknown event");
    return event;
  }

  private async roomOf(event: EventRow, roomIdOrNumber: string, audienceId: string): Promise<string> {
    const room = await this.events.findRoom(event.id, roomIdOrNumber);
    if (!room) throw new RealtimeRejection(BODY_CODES.roomNotFound, "Unknown room");
    if (!(await this.mayEnter(room, audienceId))) throw new RealtimeRejection(NOT_ASSIGNED_REFUSAL.code, NOT_ASSIGNED_REFUSAL.message);
    return roomChannelId(event.id, room.id);
  }
}
