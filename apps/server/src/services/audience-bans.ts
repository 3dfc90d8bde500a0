import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { liftMarks, recordMarks } from "./ban-marks";

/** §3 Ban type: 1 ban chat, 2 ban online. */
export const BAN_TYPE = { chat: 1, online: 2 } as const;
export type BanType = (typeof BAN_TYPE)[keyof typeof BAN_TYPE];

/**
 * The bans organisers imposed (admin API), stored so they outlive a reconnect and a restart and
 * hold on every server process: a chat ban refuses the viewer's messages (100113) and tells their
 * client (`chatBanFlag`). A ban also holds against the banned audience's browsers and, for a while,
 * its address (ban-marks.ts, decision 0059), so a new anonymous session does not shed it.
 */
export class AudienceBans {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the audience is banned (`banType`) in the event. */
  async isBanned(eventId: string, audienceId: string, banType: BanType): Promise<boolean> {
    const row = await this.db
      .selectFrom("audience_bans")
      .select("ban_type")
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .where("ban_type", "=", banType)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Bans the audience (a second ban of the same type changes nothing) and marks its sessions'
   * browsers and addresses. `inheritedFrom`: the organiser's ban a new anonymous session ran into
   * (its marks then join that ban, and lifting that ban lifts this one).
   */
  async impose(eventId: string, audienceId: string, banType: BanType, at: number, inheritedFrom?: string): Promise<void> {
    await this.db
      .insertInto("audience_bans")
      .values({ event_id: eventId, audience_id: audienceId, ban_type: banType, created_at: at, inherited_from: inheritedFrom ?? null })
      .onConflict((oc) => oc.columns(["event_id", "audience_id", "ban_type"]).doNothing())
      .execute();
    const sessions = await this.db
      .selectFrom("sessions")
      .select(["device_key", "address_key", "device_id"])
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .execute();
    await recordMarks(this.db, eventId, banType, inheritedFrom ?? audienceId, sessions, at);
  }

  /** Lifts the ban, its marks and the bans it spread to; answers whether there was one. */
  async lift(eventId: string, audienceId: string, banType: BanType): Promise<boolean> {
    await liftMarks(this.db, eventId, banType, audienceId);
    const result = await this.db
      .deleteFrom("audience_bans")
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .where("ban_type", "=", banType)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
