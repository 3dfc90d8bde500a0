import type { MyTicketDTO, TicketDTO } from "@livehall/wire";
import type { NoticeTicketDatabase, NoticeTicketTables } from "../notices/notice-tables";

export type TicketRow = NoticeTicketTables["tickets"];
type OrderRow = NoticeTicketTables["ticket_orders"];

/** §3 signup pay status. */
export const PAY_STATUS = { wait: 0, success: 1, fail: 2, waiting: 3 } as const;
/** §3 verify state. */
export const VERIFY_STATE = { auto: 0, pass: 1, refuse: 2, reviewing: 3 } as const;
/** §3 sale status. */
export const SALE_STATUS = { notStarted: 0, ended: 1, ticketing: 2 } as const;

export const saleStatusAt = (row: Pick<TicketRow, "sale_start_at" | "sale_end_at">, now: number): number =>
  now < row.sale_start_at ? SALE_STATUS.notStarted : now >= row.sale_end_at ? SALE_STATUS.ended : SALE_STATUS.ticketing;

export const ticketDto = (row: TicketRow, now: number): TicketDTO => ({
  ticketId: row.id,
  ticketName: row.name,
  ticketFlag: row.ticket_flag,
  ticketType: row.ticket_type,
  price: row.price_cents,
  stock: row.stock_left > 0 ? 1 : 0,
  saleStatus: saleStatusAt(row, now),
  saleStartTime: row.sale_start_at,
  saleEndTime: row.sale_end_at,
});

const myTicketDto = (order: OrderRow, ticket: TicketRow | undefined): MyTicketDTO => ({
  ticketId: order.ticket_id,
  ticketName: ticket?.name ?? "",
  ticketType: ticket?.ticket_type ?? 0,
  price: order.price_cents,
  payStatus: order.pay_status,
  verifyState: order.verify_state,
  createdTime: order.created_at,
});

/** Tickets and orders (0020). Stock only moves through the guarded updates here. */
export class TicketStore {
  constructor(private readonly db: NoticeTicketDatabase) {}

  async ticketStatus(eventId: string): Promise<number> {
    const row = await this.db.selectFrom("events").select("ticket_status").where("id", "=", eventId).executeTakeFirst();
    return row?.ticket_status ?? 2;
  }

  async tickets(eventId: string): Promise<TicketRow[]> {
    return this.db.selectFrom("tickets").selectAll().where("event_id", "=", eventId).orderBy("position").execute();
  }

  async order(eventId: string, audienceId: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom("ticket_orders")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
  }

  async mine(eventId: string, audienceId: string, tickets: readonly TicketRow[]): Promise<MyTicketDTO | null> {
    const order = await this.order(eventId, audienceId);
    return order
      ? myTicketDto(
          order,
          tickets.find((ticket) => ticket.id === order.ticket_id),
        )
      : null;
  }

  /** Takes one from the stock if any is left; false when sold out. Atomic: one guarded UPDATE. */
  async takeStock(eventId: string, ticketId: string): Promise<boolean> {
    const result = await this.db
      .updateTable("tickets")
      .set((eb) => ({ stock_left: eb("stock_left", "-", 1) }))
      .where("event_id", "=", eventId)
      .where("id", "=", ticketId)
      .where("stock_left", ">", 0)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async returnStock(eventId: string, ticketId: string): Promise<void> {
    await this.db
      .updateTable("tickets")
      .set((eb) => ({ stock_left: eb("stock_left", "+", 1) }))
      .where("event_id", "=", eventId)
      .where("id", "=", ticketId)
      .execute();
  }

  /**
   * Records the viewer's order (a failed earlier one is replaced); false when the viewer already
   * holds one (the primary key refuses a second, also under concurrent requests).
   */
  async placeOrder(order: OrderRow): Promise<boolean> {
    await this.db
      .deleteFrom("ticket_orders")
      .where("event_id", "=", order.event_id)
      .where("audience_id", "=", order.audience_id)
      .where("pay_status", "=", PAY_STATUS.fail)
      .execute();
    const inserted = await this.db
      .insertInto("ticket_orders")
      .values(order)
      .onConflict((oc) => oc.columns(["event_id", "audience_id"]).doNothing())
      .returning("audience_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async settle(eventId: string, audienceId: string, payStatus: number, paymentRef: string): Promise<void> {
    await this.db
      .updateTable("ticket_orders")
      .set({ pay_status: payStatus, payment_ref: paymentRef })
      .where("event_id", "=", eventId)
      .where("audience_id", "=", audienceId)
      .execute();
  }
}
