import { BOARD_STATUS, LIVE_STATUS } from "@livehall/domain";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { EventStore, StreamRow } from "../services/event-store";

/** What an organiser's admin command changes in the database. */
export class RoomControl {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventStore,
    private readonly now: () => number,
  ) {}

  /**
   * Sets every screen of the room (not its board) to living (2) or not begun (1) — what
   * live-play-addr, watch-init and /media then serve. Answers the number of screens changed.
   */
  async setLive(roomId: string, living: boolean): Promise<number> {
    const result = await this.db
      .updateTable("streams")
      .set({ push_status: living ? LIVE_STATUS.LIVING : LIVE_STATUS.NOT_BEGUN })
      .where("room_id", "=", roomId)
      .where("kind", "=", "screen")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Sets one screen (by screen id, default the main screen) living or not begun. Answers the
   * screen as it was before, or undefined when the room has no such screen.
   */
  async setScreen(roomId: string, screenId: string | null, living: boolean): Promise<StreamRow | undefined> {
    const screens = await this.events.streamsOf(roomId);
    const screen = screenId === null ? screens[0] : screens.find((row) => row.screen_id === screenId);
    if (!screen) return undefined;
    await this.db
      .updateTable("streams")
      .set({ push_status: living ? LIVE_STATUS.LIVING : LIVE_STATUS.NOT_BEGUN })
      .where("id", "=", screen.id)
      .execute();
    return screen;
  }

  /** Sets the room's board stream pushing (2) or not started (0); answers it as now stored, or undefined when the room has none. */
  async setBoard(roomId: string, pushing: boolean): Promise<StreamRow | undefined> {
    const pushStatus = pushing ? BOARD_STATUS.PUSH_STARTED : BOARD_STATUS.NOT_STARTED;
    await this.db
      .updateTable("streams")
      .set({ push_status: pushStatus })
      .where("room_id", "=", roomId)
      .where("kind", "=", "board")
      .execute();
    return this.events.boardOf(roomId);
  }

  /** Stores a room setting the admin commands change (layout, loop playback, stock empty). */
  async setRoom(roomId: string, changes: { layout_flag?: number; loop_playback_flag?: number; stock_empty?: number }): Promise<void> {
    await this.db.updateTable("rooms").set(changes).where("id", "=", roomId).execute();
  }

  /** Ids of the event's rooms. */
  async roomIds(eventId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("rooms").select("id").where("event_id", "=", eventId).orderBy("sort_order").execute();
    return rows.map((row) => row.id);
  }

  /** Whether the audience belongs to the event. */
  async hasAudience(eventId: string, audienceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("audiences")
      .select("id")
      .where("id", "=", audienceId)
      .where("event_id", "=", eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Revokes every live session of the audience (an online ban): their access tokens answer 100046
   * and their refresh tokens 100043 from now on. Answers the number of sessions revoked.
   */
  async revokeSessions(eventId: string, audienceId: string): Promise<number> {
    const result = await this.db
      .updateTable("sessions")
      .set({ revoked: 1, updated_at: this.now() })
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .where("revoked", "=", 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
