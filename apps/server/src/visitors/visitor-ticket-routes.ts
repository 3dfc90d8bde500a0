import type { FastifyInstance } from "fastify";
import { VISITOR_CODES, VISITOR_PATHS, type UserTicketsDTO, type VisitorTakeTicketRequestDTO } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import { withNoticeTicketTables } from "../notices/notice-tables";
import type { ServerContext } from "../server-context";
import { eventById } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { paymentProviderFor } from "../tools/gifts/payment-provider";
import { ticketDto, TicketStore } from "../tickets/ticket-store";
import { takeTicket, ticketOf } from "../tickets/ticket-take";
import { refuseUnknownFields } from "../http/strict-body";
import { visitorProofFields, visitorProofRequired, type VisitorProof } from "./visitor-proof";

const listQuery = {
  type: "object",
  required: ["virtualEventId"],
  additionalProperties: false,
  properties: { virtualEventId: identifier },
} as const;
const takeBody = {
  type: "object",
  required: ["virtualEventId", "ticketId", ...visitorProofRequired],
  additionalProperties: false,
  properties: { virtualEventId: identifier, ticketId: identifier, ...visitorProofFields },
} as const;

/**
 * The visitor's tickets (decision 0057), no session:
 * - GET /visitor/tickets?virtualEventId → UserTicketsDTO with `mine` null (what the landing page's
 *   ticket list shows anyone: names, prices, sale and stock states), in the /api budget only.
 * - POST /visitor/tickets/take {virtualEventId, ticketId, identityType, account, code, captcha,
 *   agreement versions} → MyTicketDTO: a FREE ticket for the contact's audience, checked as the
 *   viewer's take is (sale, held, stock). A charged ticket answers 409 / 100622: paying needs a
 *   viewer who entered (the payment is the viewer's).
 */
export function visitorTicketRoutes(app: FastifyInstance, ctx: ServerContext, proof: VisitorProof): void {
  const store = new TicketStore(withNoticeTicketTables(ctx.db));
  const payments = paymentProviderFor(ctx);

  // A read of what the landing page shows anyone, on every landing view: the /api budget covers it.
  // The visitor's tight budget is for the calls that send codes and act, so a busy landing page (an
  // office behind one address) never loses its ticket list.
  app.get<{ Querystring: { virtualEventId: string } }>(VISITOR_PATHS.tickets, { schema: { querystring: listQuery } }, async (request) => {
    const event = await eventById(ctx, request.query.virtualEventId);
    const rows = await store.tickets(event.id);
    const now = ctx.now();
    const data: UserTicketsDTO = {
      virtualEventTicketStatus: await store.ticketStatus(event.id),
      paymentMode: payments?.mode ?? "unavailable",
      tickets: rows.map((row) => ticketDto(row, now)),
      mine: null,
    };
    return ok(data);
  });

  app.post<{ Body: VisitorTakeTicketRequestDTO }>(
    VISITOR_PATHS.take,
    { schema: { body: takeBody }, preValidation: refuseUnknownFields(takeBody.properties) },
    async (request) => {
      proof.take(request);
      const body = request.body;
      const event = await eventById(ctx, body.virtualEventId);
      const { ticket } = await ticketOf(store, event.id, body.ticketId);
      if (ticket.ticket_type !== 0)
        throw new ApiError(409, VISITOR_CODES.chargedNeedsEntry, "A charged ticket is bought after entering the event");
      const visitor = await proof.prove(request, event, body);
      return ok(await takeTicket({ store, payments, now: ctx.now }, event, visitor.audienceId, ticket.id));
    },
  );
}
