import { parseServerTime } from "../services/server-time";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TICKETS = 20;

/** One ticket as the event file defines it (decision 0036). */
export interface TicketDefinition {
  readonly ticketId: string;
  readonly ticketName: string;
  /** 0 closed, 1 open. */
  readonly ticketFlag: number;
  /** 0 free, 1 charged. */
  readonly ticketType: number;
  readonly priceCents: number;
  /** Tickets left to give or sell. */
  readonly stock: number;
  /** 1 = orders wait for the organiser's review. */
  readonly reviewFlag: number;
  readonly saleStartAt: number;
  readonly saleEndAt: number;
}

export interface TicketsDefinition {
  /** §3 ticket status: 0 sign-no-ticket, 1 sign-and-ticket, 2 no-sign. */
  readonly ticketStatus: number;
  readonly list: readonly TicketDefinition[];
}

function time(reader: DefinitionReader, key: string, fallback: number): number {
  if (!reader.has(key)) return fallback;
  const epoch = parseServerTime(reader.string(key));
  if (epoch === null) throw new DefinitionError(reader.fieldPath(key), "must be a time 'yyyy-MM-dd HH:mm:ss' (UTC+8)");
  return epoch;
}

function parseTicket(reader: DefinitionReader): TicketDefinition {
  const ticketType = reader.integer("ticketType", [0, 1]);
  const priceCents = reader.count("price", 0, 100_000_000);
  if (ticketType === 1 && priceCents === 0) throw new DefinitionError(reader.fieldPath("price"), "must be above 0 for a charged ticket");
  if (ticketType === 0 && priceCents !== 0) throw new DefinitionError(reader.fieldPath("price"), "must be 0 for a free ticket");
  const saleStartAt = time(reader, "saleStartTime", 0);
  const saleEndAt = time(reader, "saleEndTime", 4_102_444_800_000);
  if (saleEndAt <= saleStartAt) throw new DefinitionError(reader.fieldPath("saleEndTime"), "must be after saleStartTime");
  return {
    ticketId: reader.string("ticketId", { pattern: ID, hint: "1 to 64 letters, digits, '_' or '-'" }),
    ticketName: reader.string("ticketName"),
    ticketFlag: reader.optionalInteger("ticketFlag", [0, 1], 1),
    ticketType,
    priceCents,
    stock: reader.count("stock", 0, 10_000_000),
    reviewFlag: reader.optionalInteger("reviewFlag", [0, 1], 0),
    saleStartAt,
    saleEndAt,
  };
}

/**
 * Reads the optional `tickets` object: `ticketStatus` (§3, default 2 no-sign) and `list` (at most
 * 20 tickets, ids unique; price in cents, 0 exactly for free tickets; sale times UTC+8). Absent:
 * no tickets, status 2.
 */
export function parseTickets(root: DefinitionReader): TicketsDefinition {
  if (!root.has("tickets")) return { ticketStatus: 2, list: [] };
  const reader = root.object("tickets");
  const list = reader.objects("list", { optional: true }).map(parseTicket);
  if (list.length > MAX_TICKETS) throw new DefinitionError(reader.fieldPath("list"), `must hold at most ${MAX_TICKETS} tickets`);
  const seen = new Set<string>();
  for (const [index, ticket] of list.entries()) {
    if (seen.has(ticket.ticketId)) throw new DefinitionError(`${reader.fieldPath("list")}[${index}].ticketId`, "is listed twice");
    seen.add(ticket.ticketId);
  }
  return { ticketStatus: reader.optionalInteger("ticketStatus", [0, 1, 2], 2), list };
}
