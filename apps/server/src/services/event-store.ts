import type { Kysely, Selectable } from "kysely";
import type { Database, EventsTable, RoomsTable, StreamsTable } from "../db/schema";

export type EventRow = Selectable<EventsTable>;
export type RoomRow = Selectable<RoomsTable>;
export type StreamRow = Selectable<StreamsTable>;

/** Reads events, rooms and streams; the seed (src/seed) is the only writer for now. */
export class EventStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The event a viewer names by number, or undefined. */
  findByNumber(eventNumber: string): Promise<EventRow | undefined> {
    return this.db.selectFrom("events").selectAll().where("event_number", "=", eventNumber).executeTakeFirst();
  }

  /** The event by its id (virtualEventId), or undefined. */
  findById(eventId: string): Promise<EventRow | undefined> {
    return this.db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirst();
  }

  /**
   * The tenant's event that has room `roomId` (id or number), else the tenant's first event
   * (GET /tenants/agreements names a tenant and a room, not an event); undefined for an unknown
   * tenant.
   */
  async findForTenant(tenantId: string, roomId?: string): Promise<EventRow | undefined> {
    if (roomId !== undefined) {
      const byRoom = await this.db
        .selectFrom("events")
        .innerJoin("rooms", "rooms.event_id", "events.id")
        .selectAll("events")
        .where("events.tenant_id", "=", tenantId)
        .where((eb) => eb.or([eb("rooms.id", "=", roomId), eb("rooms.room_number", "=", roomId)]))
        .orderBy("events.created_at")
        .orderBy("events.event_number")
        .executeTakeFirst();
      if (byRoom) return byRoom;
    }
    return this.db
      .selectFrom("events")
      .selectAll()
      .where("tenant_id", "=", tenantId)
      .orderBy("created_at")
      .orderBy("event_number")
      .executeTakeFirst();
  }

  /** Every event, oldest first (main.ts prints one demo URL per event). */
  list(): Promise<EventRow[]> {
    return this.db.selectFrom("events").selectAll().orderBy("created_at").orderBy("event_number").execute();
  }

  /**
   * A room of the event named by its number or its id (decision 0003: watch-init takes the number
   * from the route; later calls use the id).
   */
  findRoom(eventId: string, numberOrId: string): Promise<RoomRow | undefined> {
    return this.db
      .selectFrom("rooms")
      .selectAll()
      .where("event_id", "=", eventId)
      .where((eb) => eb.or([eb("room_number", "=", numberOrId), eb("id", "=", numberOrId)]))
      .orderBy("sort_order")
      .executeTakeFirst();
  }

  /** The room's screens (streams viewers watch; not the board), main screen first, then in order. */
  streamsOf(roomId: string): Promise<StreamRow[]> {
    return this.db
      .selectFrom("streams")
      .selectAll()
      .where("room_id", "=", roomId)
      .where("kind", "=", "screen")
      .orderBy("main_screen_flag", "desc")
      .orderBy("sort_order")
      .execute();
  }

  /** The room's board stream (kind "board", push status §3 board status 0/1/2), or undefined. */
  boardOf(roomId: string): Promise<StreamRow | undefined> {
    return this.db
      .selectFrom("streams")
      .selectAll()
      .where("room_id", "=", roomId)
      .where("kind", "=", "board")
      .orderBy("sort_order")
      .executeTakeFirst();
  }

  /** The media ids of the room's trailers or menu videos, in play order. */
  async roomMedias(roomId: string, kind: "trailer" | "menu"): Promise<string[]> {
    const rows = await this.db
      .selectFrom("room_medias")
      .select("media_id")
      .where("room_id", "=", roomId)
      .where("kind", "=", kind)
      .orderBy("sort_order")
      .execute();
    return rows.map((row) => row.media_id);
  }

  /** A stream by id, for the media routes. */
  findStream(streamId: string): Promise<StreamRow | undefined> {
    return this.db.selectFrom("streams").selectAll().where("id", "=", streamId).executeTakeFirst();
  }
}

/** Reads a JSON column, falling back when it is not what the schema promises. */
export function readJson<T>(text: string, fallback: T, accept: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

export const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");

export const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number" && Number.isInteger(item));

/** §3 duplication types the event forbids (0 devices, 1 tabs, 2 account). */
export const duplicationTypes = (event: EventRow): number[] => readJson(event.duplication_types, [], isNumberList);
