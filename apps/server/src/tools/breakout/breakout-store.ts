import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { RoomRow } from "../../services/event-store";
import { isStringList, readJson } from "../../services/event-store";

/** A main room's breakout state as stored; `roomIds` the open breakout rooms (empty when closed). */
export interface BreakoutState {
  readonly open: boolean;
  readonly roomIds: readonly string[];
  readonly allowReturn: boolean;
}

/** Never opened, or closed. */
export const CLOSED_BREAKOUT: BreakoutState = { open: false, roomIds: [], allowReturn: false };

/** One viewer's move: into `roomId`, or back to the main room (null). */
export interface BreakoutMove {
  readonly audienceId: string;
  readonly roomId: string | null;
}

/**
 * Breakout rooms in the database (0015_breakout, decision 0032): which rooms are a main room's
 * breakout rooms (the event definition's `breakoutOf`), each main room's open state and each
 * viewer's assignment (one per main room and viewer, kept by the primary key). Routes and the
 * realtime entry check ({@link BreakoutEntry}) read it; only the admin routes write it.
 */
export class BreakoutStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The room `room` is a breakout room of, or the room itself when it is an ordinary room. */
  async mainRoomOf(room: RoomRow): Promise<RoomRow | undefined> {
    if (room.breakout_of === "") return room;
    return this.db.selectFrom("rooms").selectAll().where("id", "=", room.breakout_of).executeTakeFirst();
  }

  /** Every breakout room the event definition gives the main room, in room order. */
  definedRooms(mainRoomId: string): Promise<RoomRow[]> {
    return this.db.selectFrom("rooms").selectAll().where("breakout_of", "=", mainRoomId).orderBy("sort_order").execute();
  }

  async state(mainRoomId: string): Promise<BreakoutState> {
    const row = await this.db.selectFrom("breakouts").selectAll().where("main_room_id", "=", mainRoomId).executeTakeFirst();
    if (!row || row.open_flag !== 1) return CLOSED_BREAKOUT;
    return { open: true, roomIds: readJson(row.room_ids, [], isStringList), allowReturn: row.allow_return === 1 };
  }

  /** Opens `roomIds` (replacing an open breakout: its assignments are dropped). */
  async open(eventId: string, mainRoomId: string, roomIds: readonly string[], allowReturn: boolean, now: number): Promise<void> {
    const values = { open_flag: 1, room_ids: JSON.stringify(roomIds), allow_return: allowReturn ? 1 : 0, updated_at: now };
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("breakout_assignments").where("main_room_id", "=", mainRoomId).execute();
      await trx
        .insertInto("breakouts")
        .values({ main_room_id: mainRoomId, event_id: eventId, ...values })
        .onConflict((conflict) => conflict.column("main_room_id").doUpdateSet(values))
        .execute();
    });
  }

  /** Closes the breakout and drops every assignment (everyone belongs to the main room again). */
  async close(mainRoomId: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("breakout_assignments").where("main_room_id", "=", mainRoomId).execute();
      await trx
        .updateTable("breakouts")
        .set({ open_flag: 0, room_ids: "[]", updated_at: now })
        .where("main_room_id", "=", mainRoomId)
        .execute();
    });
  }

  /** Stores the moves (an assignment replaces the viewer's earlier one; null removes it). */
  async assign(mainRoomId: string, moves: readonly BreakoutMove[], now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const move of moves) {
        const roomId = move.roomId;
        if (roomId === null) {
          await trx
            .deleteFrom("breakout_assignments")
            .where("main_room_id", "=", mainRoomId)
            .where("audience_id", "=", move.audienceId)
            .execute();
          continue;
        }
        await trx
          .insertInto("breakout_assignments")
          .values({ main_room_id: mainRoomId, audience_id: move.audienceId, room_id: roomId, assigned_at: now })
          .onConflict((conflict) => conflict.columns(["main_room_id", "audience_id"]).doUpdateSet({ room_id: roomId, assigned_at: now }))
          .execute();
      }
    });
  }

  /** The viewer's breakout room id within the main room's breakout, or null. */
  async assignment(mainRoomId: string, audienceId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("breakout_assignments")
      .select("room_id")
      .where("main_room_id", "=", mainRoomId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return row?.room_id ?? null;
  }

  /** Every assignment of the main room's breakout, oldest first. */
  async assignments(mainRoomId: string): Promise<{ audienceId: string; roomId: string }[]> {
    const rows = await this.db
      .selectFrom("breakout_assignments")
      .select(["audience_id", "room_id"])
      .where("main_room_id", "=", mainRoomId)
      .orderBy("assigned_at")
      .orderBy("audience_id")
      .execute();
    return rows.map((row) => ({ audienceId: row.audience_id, roomId: row.room_id }));
  }
}
