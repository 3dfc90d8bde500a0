import { rankEntries } from "@livehall/domain";
import { GIFT_EFFECTS, RANKING_SIZE, type GiftDTO, type GiftEffect, type RankingRowDTO } from "@livehall/wire";
import { sql } from "kysely";
import { chatNickname } from "../../services/chat-rules";
import { DEFAULT_GIFTS } from "./default-gifts";
import type { GiftToolDatabase } from "./tables";

/** A paid gift send to store. */
export interface NewGiftSend {
  readonly eventId: string;
  readonly roomId: string;
  readonly audienceId: string;
  readonly nickName: string;
  readonly gift: GiftDTO;
  readonly count: number;
  readonly paymentRef: string;
  readonly at: number;
}

const asEffect = (value: string): GiftEffect => (GIFT_EFFECTS as readonly string[]).find((effect) => effect === value) as GiftEffect;

/** Rooms' gift lists, the gifts sent and the invitations, with the rankings over them (decision 0030). */
export class GiftStore {
  constructor(private readonly db: GiftToolDatabase) {}

  /** The room's gifts in order, or {@link DEFAULT_GIFTS} when the organiser set none. */
  async gifts(roomId: string): Promise<GiftDTO[]> {
    const rows = await this.db.selectFrom("room_gifts").selectAll().where("room_id", "=", roomId).orderBy("position").execute();
    if (rows.length === 0) return DEFAULT_GIFTS.map((gift) => ({ ...gift }));
    return rows.map((row) => ({
      giftId: row.gift_id,
      name: row.name,
      imageUrl: row.image_url,
      priceCents: row.price_cents,
      effect: asEffect(row.effect),
    }));
  }

  /** Replaces the room's gift list (empty: back to the defaults). */
  async replaceGifts(roomId: string, list: readonly GiftDTO[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("room_gifts").where("room_id", "=", roomId).execute();
      if (list.length > 0)
        await trx
          .insertInto("room_gifts")
          .values(
            list.map((gift, position) => ({
              room_id: roomId,
              position,
              gift_id: gift.giftId,
              name: gift.name,
              image_url: gift.imageUrl,
              price_cents: gift.priceCents,
              effect: gift.effect,
            })),
          )
          .execute();
    });
  }

  /** Stores a paid send; answers its id. */
  async addSend(send: NewGiftSend): Promise<number> {
    const row = await this.db
      .insertInto("gift_sends")
      .values({
        event_id: send.eventId,
        room_id: send.roomId,
        audience_id: send.audienceId,
        nick_name: send.nickName,
        gift_id: send.gift.giftId,
        gift_count: send.count,
        value_cents: send.gift.priceCents * send.count,
        payment_ref: send.paymentRef,
        created_at: send.at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The room's top senders by gift value (the latest nickname each sent with). */
  async giftRanking(roomId: string): Promise<RankingRowDTO[]> {
    const rows = await this.db
      .selectFrom("gift_sends")
      .select(["audience_id", sql<string>`sum(value_cents)`.as("total"), sql<string>`max(id)`.as("last")])
      .where("room_id", "=", roomId)
      .groupBy("audience_id")
      .execute();
    const ranked = rankEntries(
      rows.map((row) => ({ id: row.audience_id, value: Number(row.total) })),
      RANKING_SIZE,
    );
    const lastIds = new Map(rows.map((row) => [row.audience_id, Number(row.last)]));
    const ids = ranked.map((entry) => lastIds.get(entry.id) ?? 0);
    const names =
      ids.length === 0
        ? new Map<string, string>()
        : new Map(
            (await this.db.selectFrom("gift_sends").select(["audience_id", "nick_name"]).where("id", "in", ids).execute()).map((row) => [
              row.audience_id,
              row.nick_name,
            ]),
          );
    return ranked.map((entry) => ({ rank: entry.rank, liveUserId: entry.id, nickName: names.get(entry.id) ?? "", value: entry.value }));
  }

  /**
   * Records who invited `audienceId` to the event (the `sharerId` of their access); the first one
   * counts (one row per viewer and event, by the primary key), a viewer never invites themself.
   * Answers whether a new invitation was recorded.
   */
  async recordInvitation(eventId: string, audienceId: string, sharerId: string, at: number): Promise<boolean> {
    if (sharerId === "" || sharerId === audienceId) return false;
    const result = await this.db
      .insertInto("invitations")
      .values({ event_id: eventId, audience_id: audienceId, sharer_id: sharerId, created_at: at })
      .onConflict((oc) => oc.columns(["event_id", "audience_id"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * The event's top inviters (sharers known as its audiences), or null when nobody was invited yet:
   * sharing is "on" for the ranking once an invitation was recorded (decision 0030).
   */
  async invitationRanking(eventId: string): Promise<RankingRowDTO[] | null> {
    const rows = await this.db
      .selectFrom("invitations")
      .innerJoin("audiences", (join) => join.onRef("audiences.id", "=", "invitations.sharer_id").on("audiences.event_id", "=", eventId))
      .select(["invitations.sharer_id", "audiences.nickname", "audiences.anonymous_nickname", sql<string>`count(*)`.as("total")])
      .where("invitations.event_id", "=", eventId)
      .groupBy(["invitations.sharer_id", "audiences.nickname", "audiences.anonymous_nickname"])
      .execute();
    if (rows.length === 0) return null;
    const names = new Map(
      rows.map((row) => [
        row.sharer_id,
        chatNickname({ id: row.sharer_id, nickname: row.nickname, anonymous_nickname: row.anonymous_nickname }),
      ]),
    );
    return rankEntries(
      rows.map((row) => ({ id: row.sharer_id, value: Number(row.total) })),
      RANKING_SIZE,
    ).map((entry) => ({ rank: entry.rank, liveUserId: entry.id, nickName: names.get(entry.id) ?? "", value: entry.value }));
  }
}
