import type { FastifyInstance } from "fastify";
import { TICKET_PATHS, type TakeTicketRequestDTO, type UserTicketsDTO } from "@livehall/wire";
import { ok } from "../http/envelope";
import { withNoticeTicketTables } from "../notices/notice-tables";
import type { ServerContext } from "../server-context";
import { eventById } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { paymentProviderFor } from "../tools/gifts/payment-provider";
import { ViewerRateLimit } from "../tools/shared/viewer-rate-limit";
import { ticketDto, TicketStore } from "./ticket-store";
import { takeTicket } from "./ticket-take";

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
    return ok(await takeTicket({ store, payments, now: ctx.now }, event, viewer.uid, request.body.ticketId));
  });
}
