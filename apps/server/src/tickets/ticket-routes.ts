import type { FastifyInstance } from "fastify";
import { BODY_CODES, TICKET_CODES, TICKET_PATHS, type TakeTicketRequestDTO, type UserTicketsDTO } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import { withNoticeTicketTables } from "../notices/notice-tables";
import type { ServerContext } from "../server-context";
import { eventById } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { paymentProviderFor } from "../tools/gifts/payment-provider";
import { ViewerRateLimit } from "../tools/shared/viewer-rate-limit";
import { PAY_STATUS, SALE_STATUS, saleStatusAt, ticketDto, TicketStore, VERIFY_STATE } from "./ticket-store";

/** Ticket requests one viewer may make … */
export const TICKET_RATE_COUNT = 10;
/** … per this window (ms); more answer 429 / 100105. */
export const TICKET_RATE_WINDOW_MS = 10_000;

const listQuery = { type: "object", required: ["virtualEventId"], properties: { virtualEventId: identifier } } as const;
const takeBody = {
  type: "object",
  required: ["virtualEventId", "ticketId"],
  additionalProperties: false,
  properties: { virtualEventId: identifier, ticketId: identifier },
} as const;

const conflict = (code: string, message: string): ApiError => new ApiError(409, code, message);

/**
 * Tickets (decision 0036), bearer token of the event.
 * - GET /events/users/tickets?virtualEventId → UserTicketsDTO (the tickets with §3 states, the
 *   viewer's own ticket, the payment mode).
 * - POST /events/users/tickets/take {virtualEventId, ticketId} → MyTicketDTO: a free ticket at once,
 *   a charged one after the payment provider (gifts' port, decision 0030) approved. Stock is taken
 *   by one guarded UPDATE before anything else, and given back when the order or payment fails.
 *   Refusals: 404 / 100611 unknown ticket, 409 / 100612 closed or not on sale, 409 / 100613 already
 *   held, 409 / 150023 sold out, 503 / 100615 no provider, 402 / 100614 declined, 429 / 100105.
 */
export function ticketRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new TicketStore(withNoticeTicketTables(ctx.db));
  const payments = paymentProviderFor(ctx);
  const rate = new ViewerRateLimit(ctx.now, TICKET_RATE_COUNT, TICKET_RATE_WINDOW_MS, "ticket requests");

  app.get<{ Querystring: { virtualEventId: string } }>(
    TICKET_PATHS.userTickets,
    { schema: { querystring: listQuery } },
    async (request) => {
      const event = await eventById(ctx, request.query.virtualEventId);
      const viewer = await ctx.sessions.authenticate(request.headers.authorization, event.id);
      const rows = await store.tickets(event.id);
      const now = ctx.now();
      const data: UserTicketsDTO = {
        virtualEventTicketStatus: await store.ticketStatus(event.id),
        paymentMode: payments?.mode ?? "unavailable",
        tickets: rows.map((row) => ticketDto(row, now)),
        mine: await store.mine(event.id, viewer.uid, rows),
      };
      return ok(data);
    },
  );

  app.post<{ Body: TakeTicketRequestDTO }>(TICKET_PATHS.take, { schema: { body: takeBody } }, async (request) => {
    const event = await eventById(ctx, request.body.virtualEventId);
    const viewer = await ctx.sessions.authenticate(request.headers.authorization, event.id);
    rate.take(`${event.id}:${viewer.uid}`);
    const rows = await store.tickets(event.id);
    const ticket = rows.find((row) => row.id === request.body.ticketId);
    if (!ticket) throw new ApiError(404, TICKET_CODES.ticketNotFound, "Unknown ticket");
    const now = ctx.now();
    if (ticket.ticket_flag !== 1 || saleStatusAt(ticket, now) !== SALE_STATUS.ticketing)
      throw conflict(TICKET_CODES.notOnSale, "This ticket is not on sale now");
    const held = await store.order(event.id, viewer.uid);
    if (held && held.pay_status !== PAY_STATUS.fail) throw conflict(TICKET_CODES.alreadyHeld, "You already hold a ticket of this event");
    const charged = ticket.ticket_type === 1;
    if (charged && !payments)
      throw new ApiError(503, TICKET_CODES.paymentUnavailable, "No payment provider is configured: charged tickets cannot be bought");
    if (!(await store.takeStock(event.id, ticket.id))) throw conflict(BODY_CODES.stockEmpty, "Sold out");
    const placed = await store.placeOrder({
      event_id: event.id,
      audience_id: viewer.uid,
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
        .charge({
          eventId: event.id,
          audienceId: viewer.uid,
          amountCents: ticket.price_cents,
          description: `Ticket: ${ticket.name}`,
        })
        .catch(() => ({ approved: false as const, reason: "The payment provider did not answer" }));
      if (!outcome.approved) {
        await store.settle(event.id, viewer.uid, PAY_STATUS.fail, "");
        await store.returnStock(event.id, ticket.id);
        throw new ApiError(402, TICKET_CODES.paymentDeclined, `Payment declined: ${outcome.reason}`);
      }
      await store.settle(event.id, viewer.uid, PAY_STATUS.success, outcome.reference);
    }
    const mine = await store.mine(event.id, viewer.uid, rows);
    if (!mine) throw new ApiError(503, BODY_CODES.defaultError, "The ticket could not be read back: try again");
    return ok(mine);
  });
}
