import { BODY_CODES, TICKET_CODES, type MyTicketDTO } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import type { EventRow } from "../services/event-store";
import type { PaymentProvider } from "../tools/gifts/payment-provider";
import { PAY_STATUS, SALE_STATUS, saleStatusAt, TicketStore, VERIFY_STATE, type TicketRow } from "./ticket-store";

const conflict = (code: string, message: string): ApiError => new ApiError(409, code, message);

/** What a take needs: the store, the payment provider (null: none) and the clock. */
export interface TicketTaking {
  readonly store: TicketStore;
  readonly payments: PaymentProvider | null;
  readonly now: () => number;
}

/** The event's ticket `ticketId`, or 404 / 100611, with the event's tickets (for the answer). */
export async function ticketOf(store: TicketStore, eventId: string, ticketId: string): Promise<{ ticket: TicketRow; rows: TicketRow[] }> {
  const rows = await store.tickets(eventId);
  const ticket = rows.find((row) => row.id === ticketId);
  if (!ticket) throw new ApiError(404, TICKET_CODES.ticketNotFound, "Unknown ticket");
  return { ticket, rows };
}

/**
 * Gives `audienceId` the ticket (decision 0036), for the viewer's call and the visitor's
 * (decision 0057). Order: closed or not on sale → 409 / 100612; held → 409 / 100613; charged
 * without a provider → 503 / 100615; then the stock is taken by one guarded UPDATE (sold out →
 * 409 / 150023), the order placed (a racing second order gives the stock back), a charged ticket
 * paid through the provider (declined → pay status 2, stock back, 402 / 100614).
 */
export async function takeTicket(taking: TicketTaking, event: EventRow, audienceId: string, ticketId: string): Promise<MyTicketDTO> {
  const { store, payments } = taking;
  const { ticket, rows } = await ticketOf(store, event.id, ticketId);
  const now = taking.now();
  if (ticket.ticket_flag !== 1 || saleStatusAt(ticket, now) !== SALE_STATUS.ticketing)
    throw conflict(TICKET_CODES.notOnSale, "This ticket is not on sale now");
  const held = await store.order(event.id, audienceId);
  if (held && held.pay_status !== PAY_STATUS.fail) throw conflict(TICKET_CODES.alreadyHeld, "You already hold a ticket of this event");
  const charged = ticket.ticket_type === 1;
  if (charged && !payments)
    throw new ApiError(503, TICKET_CODES.paymentUnavailable, "No payment provider is configured: charged tickets cannot be bought");
  if (!(await store.takeStock(event.id, ticket.id))) throw conflict(BODY_CODES.stockEmpty, "Sold out");
  const placed = await store.placeOrder({
    event_id: event.id,
    audience_id: audienceId,
    ticket_id: ticket.id,
    price_cents: ticket.price_cents,
    pay_status: charged ? PAY_STATUS.wait : PAY_STATUS.success,
    verify_state: ticket.review_flag === 1 ? VERIFY_STATE.reviewing : VERIFY_STATE.auto,
    payment_ref: charged ? "" : "free",
    created_at: now,
  });
  if (!placed) {
    await store.returnStock(event.id, ticket.id);
    throw conflict(TICKET_CODES.alreadyHeld, "You already hold a ticket of this event");
  }
  if (charged && payments) {
    const outcome = await payments
      .charge({ eventId: event.id, audienceId, amountCents: ticket.price_cents, description: `Ticket: ${ticket.name}` })
      .catch(() => ({ approved: false as const, reason: "The payment provider did not answer" }));
    if (!outcome.approved) {
      await store.settle(event.id, audienceId, PAY_STATUS.fail, "");
      await store.returnStock(event.id, ticket.id);
      throw new ApiError(402, TICKET_CODES.paymentDeclined, `Payment declined: ${outcome.reason}`);
    }
    await store.settle(event.id, audienceId, PAY_STATUS.success, outcome.reference);
  }
  const mine = await store.mine(event.id, audienceId, rows);
  if (!mine) throw new ApiError(503, BODY_CODES.defaultError, "The ticket could not be read back: try again");
  return mine;
}
