import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { LuckyDrawAdminDTO, LuckyDrawDTO, LuckyDrawFrom } from "@livehall/wire";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { LuckyDrawsTable } from "../tool-tables";

type DrawRow = Selectable<LuckyDrawsTable>;

/** A draw to store: its inputs (the audit record) and outcome. */
export interface NewDraw {
  readonly eventId: string;
  readonly roomId: string;
  readonly title: string;
  readonly from: LuckyDrawFrom;
  readonly winnerCount: number;
  readonly eligible: readonly string[];
  readonly excluded: readonly string[];
  readonly picks: readonly number[];
  /** Drawn for ID viewers only: the anonymous viewers are not in `eligible`. */
  readonly idViewersOnly: boolean;
  readonly winners: readonly { readonly audienceId: string; readonly nickName: string }[];
  readonly rollNames: readonly string[];
  readonly drawnAt: number;
}

const list = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};
const strings = (json: string): string[] => list(json).filter((item): item is string => typeof item === "string");
const numbers = (json: string): number[] => list(json).filter((item): item is number => typeof item === "number");

/** Lucky draws, their winners and claims in the database (0011_draw_quiz_sign_in). */
export class DrawStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every viewer who won a draw of the event (left out of its next rounds). */
  async eventWinners(eventId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("lucky_draw_winners").select("audience_id").where("event_id", "=", eventId).execute();
    return rows.map((row) => row.audience_id);
  }

  /**
   * Stores a draw and its winners in one transaction under the event's next round number.
   * Answers null when another draw of the event won the race (the same round, or one of these
   * winners won there first): the caller draws again with fresh inputs.
   */
  async add(draw: NewDraw): Promise<string | null> {
    const id = `draw-${randomUUID()}`;
    try {
      await this.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("lucky_draws")
          .select((eb) => eb.fn.max("round").as("round"))
          .where("event_id", "=", draw.eventId)
          .executeTakeFirst();
        await trx
          .insertInto("lucky_draws")
          .values({
            id,
            event_id: draw.eventId,
            room_id: draw.roomId,
            round: (last?.round ?? 0) + 1,
            title: draw.title,
            from_pool: draw.from,
            winner_count: draw.winnerCount,
            eligible: JSON.stringify(draw.eligible),
            excluded: JSON.stringify(draw.excluded),
            picks: JSON.stringify(draw.picks),
            id_viewers_only: draw.idViewersOnly ? 1 : 0,
            roll_names: JSON.stringify(draw.rollNames),
            drawn_at: draw.drawnAt,
            ended_at: null,
          })
          .execute();
        if (draw.winners.length > 0)
          await trx
            .insertInto("lucky_draw_winners")
            .values(
              draw.winners.map((winner, position) => ({
                draw_id: id,
                event_id: draw.eventId,
                audience_id: winner.audienceId,
                nick_name: winner.nickName,
                position,
              })),
            )
            .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return id;
  }

  /** The room's latest draw, or undefined. */
  latest(roomId: string): Promise<DrawRow | undefined> {
    return this.db
      .selectFrom("lucky_draws")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("drawn_at", "desc")
      .orderBy("round", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  /** The draw `id` of the room, or undefined. */
  find(roomId: string, id: string): Promise<DrawRow | undefined> {
    return this.db.selectFrom("lucky_draws").selectAll().where("room_id", "=", roomId).where("id", "=", id).executeTakeFirst();
  }

  /** The room's draws, newest first (at most 100). */
  all(roomId: string): Promise<DrawRow[]> {
    return this.db.selectFrom("lucky_draws").selectAll().where("room_id", "=", roomId).orderBy("round", "desc").limit(100).execute();
  }

  /** Ends the draw (no more claims); answers whether it was open. */
  async end(id: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable("lucky_draws")
      .set({ ended_at: at })
      .where("id", "=", id)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether the viewer is among the draw's winners. */
  async isWinner(drawId: string, audienceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("lucky_draw_winners")
      .select("position")
      .where("draw_id", "=", drawId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasClaimed(drawId: string, audienceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("lucky_draw_claims")
      .select("claimed_at")
      .where("draw_id", "=", drawId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the winner's claim; a second one replaces the first (one per winner, by the primary key). */
  async claim(drawId: string, audienceId: string, name: string, phone: string, at: number): Promise<void> {
    await this.db
      .insertInto("lucky_draw_claims")
      .values({ draw_id: drawId, audience_id: audienceId, name, phone, claimed_at: at })
      .onConflict((conflict) => conflict.columns(["draw_id", "audience_id"]).doUpdateSet({ name, phone, claimed_at: at }))
      .execute();
  }

  /** The draw as viewers see it. */
  async view(row: DrawRow): Promise<LuckyDrawDTO> {
    const winners = await this.db
      .selectFrom("lucky_draw_winners")
      .select(["audience_id", "nick_name"])
      .where("draw_id", "=", row.id)
      .orderBy("position")
      .execute();
    return {
      drawId: row.id,
      title: row.title,
      from: row.from_pool as LuckyDrawFrom,
      winnerCount: row.winner_count,
      status: row.ended_at === null ? "drawn" : "ended",
      eligibleCount: strings(row.eligible).length,
      rollNames: strings(row.roll_names),
      winners: winners.map((winner) => ({ liveUserId: winner.audience_id, nickName: winner.nick_name })),
      drawnAt: row.drawn_at,
    };
  }

  /** The draw with its audit record and claims, as the admin API answers it. */
  async adminView(row: DrawRow): Promise<LuckyDrawAdminDTO> {
    const claims = await this.db.selectFrom("lucky_draw_claims").selectAll().where("draw_id", "=", row.id).orderBy("claimed_at").execute();
    return {
      ...(await this.view(row)),
      round: row.round,
      audit: {
        eligible: strings(row.eligible),
        excluded: strings(row.excluded),
        picks: numbers(row.picks),
        idViewersOnly: row.id_viewers_only === 1,
        drawnAt: row.drawn_at,
        random: "crypto.randomInt",
      },
      claims: claims.map((claim) => ({
        liveUserId: claim.audience_id,
        name: claim.name,
        phone: claim.phone,
        claimedAt: claim.claimed_at,
      })),
    };
  }
}
