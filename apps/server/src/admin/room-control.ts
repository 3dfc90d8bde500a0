import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { LIVE_STATUS } from "../services/room-dto";

/** What an organiser's admin command changes in the database. */
export class RoomControl {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /**
   * Sets every stream of the room to living (2) or not begun (1) — what live-play-addr, watch-init
   * and /media then serve. Answers the number of streams changed.
   */
  async setLive(roomId: string, living: boolean): Promise<number> {
    const result = await this.db
      .updateTable("streams")
      .set({ push_status: living ? LIVE_STATUS.living : LIVE_STATUS.notBegun })
      .where("room_id", "=", roomId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ids of the event's rooms. */
  async roomIds(eventId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("rooms").select("id").where("event_id", "=", eventId).orderBy("sort_order").execute();
    return rows.map((row) => row.id);
  }

  /** Whether the audience belongs to the event. */
  async hasAudience(eventId: string, audienceId: string): Promise<boolean> {
    const row = await this.db.selectFrom("audiences").select("id").where("id", "=", audienceId).where("event_id", "=", eventId).executeTakeFirst();
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
