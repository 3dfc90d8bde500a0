import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { EventDefinition } from "../seed/event-definition";
import { withNoticeTicketTables } from "./notice-tables";

/** Stores an event's notice config and tickets (seed, inside its transaction). */
export async function insertNoticesTickets(trx: Kysely<Database>, event: EventDefinition): Promise<void> {
  const db = withNoticeTicketTables(trx);
  const eventId = event.virtualEventId;
  await db.updateTable("events").set({ ticket_status: event.tickets.ticketStatus }).where("id", "=", eventId).execute();
  const notices = event.notices;
  if (notices)
    await db
      .insertInto("notice_configs")
      .values({
        id: notices.activityNoticeConfigId,
        event_id: eventId,
        wechat_flag: notices.wechatNoticeFlag,
        sms_flag: notices.smsNoticeFlag,
        sms_check_flag: notices.smsCheckFlag,
        email_flag: notices.emailNoticeFlag,
        email_check_flag: notices.emailCheckFlag,
        display_subscribe: notices.displaySubscribe,
        automatic_popup: notices.automaticPopup,
        notice_index: notices.noticeIndex,
      })
      .execute();
  if (event.tickets.list.length > 0)
    await db
      .insertInto("tickets")
      .values(
        event.tickets.list.map((ticket, position) => ({
          id: ticket.ticketId,
          event_id: eventId,
          position,
          name: ticket.ticketName,
          ticket_flag: ticket.ticketFlag,
          ticket_type: ticket.ticketType,
          price_cents: ticket.priceCents,
          stock_left: ticket.stock,
          review_flag: ticket.reviewFlag,
          sale_start_at: ticket.saleStartAt,
          sale_end_at: ticket.saleEndAt,
        })),
      )
      .execute();
}
