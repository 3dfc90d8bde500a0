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
}
