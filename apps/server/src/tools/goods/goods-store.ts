import { randomBytes } from "node:crypto";
import type { GoodsBody, GoodsDTO } from "@livehall/wire";
import { inTransaction } from "../../db/in-transaction";
import type { GiftToolDatabase } from "../gifts/tables";

/** A room's product cards and the one being explained (decision 0030). */
export class GoodsStore {
  constructor(private readonly db: GiftToolDatabase) {}

  /** The room's cards, oldest first, and the one explained ("" none): what GOODS pushes. */
  async state(roomId: string): Promise<GoodsBody> {
    const rows = await this.db
      .selectFrom("room_goods")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("created_at")
      .orderBy("goods_id")
      .execute();
    return {
      list: rows.map((row) => ({
        goodsId: row.goods_id,
        title: row.title,
        imageUrl: row.image_url,
        priceCents: row.price_cents,
        url: row.url,
      })),
      explainingId: rows.find((row) => row.explaining === 1)?.goods_id ?? "",
    };
  }

  async count(roomId: string): Promise<number> {
    const row = await this.db
      .selectFrom("room_goods")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("room_id", "=", roomId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds a card (its id generated); answers it. */
  async add(roomId: string, card: Omit<GoodsDTO, "goodsId">, at: number): Promise<GoodsDTO> {
    const goodsId = `g${randomBytes(6).toString("hex")}`;
    await this.db
      .insertInto("room_goods")
      .values({
        goods_id: goodsId,
        room_id: roomId,
        title: card.title,
        image_url: card.imageUrl,
        price_cents: card.priceCents,
        url: card.url,
        created_at: at,
      })
      .execute();
    return { goodsId, ...card };
  }

  /** Makes `goodsId` the card explained now ("" stops explaining); false when the room has no such card. */
  async explain(roomId: string, goodsId: string): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      if (goodsId !== "") {
        const found = await trx
          .selectFrom("room_goods")
          .select("goods_id")
          .where("room_id", "=", roomId)
          .where("goods_id", "=", goodsId)
          .executeTakeFirst();
        if (!found) return false;
      }
      await trx.updateTable("room_goods").set({ explaining: 0 }).where("room_id", "=", roomId).execute();
      if (goodsId !== "") await trx.updateTable("room_goods").set({ explaining: 1 }).where("goods_id", "=", goodsId).execute();
      return true;
    });
  }

  /** Removes a card; false when the room has no such card. */
  async remove(roomId: string, goodsId: string): Promise<boolean> {
    const result = await this.db.deleteFrom("room_goods").where("room_id", "=", roomId).where("goods_id", "=", goodsId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
