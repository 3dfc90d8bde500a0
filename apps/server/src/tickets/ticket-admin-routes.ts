import type { FastifyInstance } from "fastify";
import { TICKET_CODES, type TicketDTO } from "@livehall/wire";
import { isUniqueViolation } from "../db/unique-violation";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import { withNoticeTicketTables } from "../notices/notice-tables";
import type { ServerContext } from "../server-context";
import { eventByNumber } from "../routes/event-lookup";
import { identifier } from "../routes/schemas";
import { toolAdminRoutes } from "../tools/tool-admin";
import { ticketDto } from "./ticket-store";

/** The highest stock or price (cents) an organiser may set. */
export const TICKET_ADMIN_MAX = 100_000_000;
/** The sale window's default end (2100-01-01), as the event file's. */
const SALE_END_DEFAULT = 4_102_444_800_000;

/** A ticket as viewers see it, plus the number left to sell (viewers see only sold out or not). */
export type AdminTicketDTO = TicketDTO & { readonly stockLeft: number };

interface EventParams {
  eventNumber: string;
}
interface TicketParams extends EventParams {
  ticketId: string;
}
interface CreateBody {
  ticketId: string;
  ticketName: string;
  ticketType: 0 | 1;
  price: number;
  stock: number;
  ticketFlag?: 0 | 1;
}

const eventParams = { type: "object", required: ["eventNumber"], properties: { eventNumber: identifier } } as const;
const ticketParams = {
  type: "object",
  required: ["eventNumber", "ticketId"],
  properties: { eventNumber: identifier, ticketId: identifier },
} as const;
const count = { type: "integer", minimum: 0, maximum: TICKET_ADMIN_MAX } as const;
const createBody = {
  type: "object",
  required: ["ticketId", "ticketName", "ticketType", "price", "stock"],
  additionalProperties: false,
  properties: {
    ticketId: identifier,
    ticketName: { type: "string", minLength: 1, maxLength: 100 },
    ticketType: { type: "integer", enum: [0, 1] },
    price: count,
    stock: count,
    ticketFlag: { type: "integer", enum: [0, 1] },
  },
} as const;
const stockBody = { type: "object", required: ["stock"], additionalProperties: false, properties: { stock: count } } as const;

const badPrice = (message: string): ApiError => new ApiError(400, "100400", message);
const notFound = (): ApiError => new ApiError(404, TICKET_CODES.ticketNotFound, "No such ticket in this event");

/**
 * The organiser's tickets (decision 0046), admin token, under `/api/admin/events/:eventNumber/tickets`:
 * - GET → the event's tickets as viewers see them, each with `stockLeft` (AdminTicketDTO[]).
 * - POST {ticketId, ticketName, ticketType 0 free | 1 charged, price (cents: 0 for free, above 0 for
 *   charged), stock, ticketFlag?} → the new ticket, on sale at once until 2100; 409 when the id exists.
 * - PUT /:ticketId/stock {stock} → the ticket with its new stock (what is left to sell; orders
 *   already taken stay); 404 / 100611 for an unknown ticket.
 */
export function ticketAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = withNoticeTicketTables(ctx.db);
  const ticketsOf = async (eventId: string): Promise<AdminTicketDTO[]> => {
    const rows = await db.selectFrom("tickets").selectAll().where("event_id", "=", eventId).orderBy("position").execute();
    const now = ctx.now();
    return rows.map((row) => ({ ...ticketDto(row, now), stockLeft: row.stock_left }));
  };
  const one = async (eventId: string, ticketId: string): Promise<AdminTicketDTO> => {
    const found = (await ticketsOf(eventId)).find((ticket) => ticket.ticketId === ticketId);
    if (!found) throw notFound();
    return found;
  };

  toolAdminRoutes(app, ctx, (admin) => {
    admin.get<{ Params: EventParams }>("/events/:eventNumber/tickets", { schema: { params: eventParams } }, async (request) => {
      const event = await eventByNumber(ctx, request.params.eventNumber);
      return ok(await ticketsOf(event.id));
    });

    admin.post<{ Params: EventParams; Body: CreateBody }>(
      "/events/:eventNumber/tickets",
      { schema: { params: eventParams, body: createBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        const { ticketId, ticketName, ticketType, price, stock, ticketFlag = 1 } = request.body;
        if (ticketType === 0 && price !== 0) throw badPrice("A free ticket has price 0");
        if (ticketType === 1 && price === 0) throw badPrice("A charged ticket has a price above 0");
        const last = await db
          .selectFrom("tickets")
          .select((eb) => eb.fn.max("position").as("position"))
          .where("event_id", "=", event.id)
          .executeTakeFirst();
        try {
          await db
            .insertInto("tickets")
            .values({
              id: ticketId,
              event_id: event.id,
              position: (last?.position ?? -1) + 1,
              name: ticketName,
              ticket_flag: ticketFlag,
              ticket_type: ticketType,
              price_cents: price,
              stock_left: stock,
              review_flag: 0,
              sale_start_at: 0,
              sale_end_at: SALE_END_DEFAULT,
            })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError(409, "100409", "A ticket with this id exists");
          throw error;
        }
        return ok(await one(event.id, ticketId));
      },
    );

    admin.put<{ Params: TicketParams; Body: { stock: number } }>(
      "/events/:eventNumber/tickets/:ticketId/stock",
      { schema: { params: ticketParams, body: stockBody } },
      async (request) => {
        const event = await eventByNumber(ctx, request.params.eventNumber);
        const result = await db
          .updateTable("tickets")
          .set({ stock_left: request.body.stock })
          .where("event_id", "=", event.id)
          .where("id", "=", request.params.ticketId)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw notFound();
        return ok(await one(event.id, request.params.ticketId));
      },
    );
  });
}
