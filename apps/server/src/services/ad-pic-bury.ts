import { sql, type Kysely } from "kysely";
import type { AdPicBuryAction } from "@livehall/wire";
import type { Database } from "../db/schema";

/**
 * The ad-picture report counts (decision 0034): per room, picture and action how many reports
 * arrived. Counted, not logged per viewer: the organiser needs totals, and a count row per
 * picture and action keeps the table bounded by the event file.
 */
export class AdPicBury {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds one report of `action` on the room's picture. */
  async add(roomId: string, roomAdPicId: string, action: AdPicBuryAction, now: number): Promise<void> {
    await this.db
      .insertInto("ad_pic_bury")
      .values({ room_id: roomId, room_ad_pic_id: roomAdPicId, action, count: 1, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(["room_id", "room_ad_pic_id", "action"]).doUpdateSet({
          count: sql<number>`ad_pic_bury.count + 1`,
          updated_at: now,
        }),
      )
      .execute();
  }

  /** The room's counts: picture id → action → count. */
  async counts(roomId: string): Promise<Record<string, Partial<Record<AdPicBuryAction, number>>>> {
    const rows = await this.db
      .selectFrom("ad_pic_bury")
      .select(["room_ad_pic_id", "action", "count"])
      .where("room_id", "=", roomId)
      .execute();
    const counts: Record<string, Partial<Record<AdPicBuryAction, number>>> = {};
    for (const row of rows) (counts[row.room_ad_pic_id] ??= {})[row.action as AdPicBuryAction] = row.count;
    return counts;
  }
}
