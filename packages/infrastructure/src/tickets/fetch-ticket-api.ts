import type { EventTickets, TicketApi } from "@livehall/application";
import { ApiFailure, type MyTicket, type Ticket } from "@livehall/domain";
import { TICKET_PATHS, type MyTicketDTO, type TakeTicketRequestDTO, type TicketDTO, type UserTicketsDTO } from "@livehall/wire";
import { list, loose, num, text } from "../api/loose";
import type { HttpClient } from "../http/http-client";

/** TicketDTO → Ticket; null without an id. */
export function parseTicket(body: unknown): Ticket | null {
  const dto = loose<TicketDTO>(body);
  const ticketId = text(dto.ticketId);
  if (ticketId === "") return null;
  return {
    ticketId,
    name: text(dto.ticketName),
    flag: num(dto.ticketFlag),
    type: num(dto.ticketType),
    priceCents: num(dto.price),
    stock: num(dto.stock),
    saleStatus: num(dto.saleStatus),
  };
}

/** MyTicketDTO → MyTicket; null without a ticket id. */
export function parseMyTicket(body: unknown): MyTicket | null {
  const dto = loose<MyTicketDTO>(body);
  const ticketId = text(dto.ticketId);
  if (ticketId === "") return null;
  return {
    ticketId,
    name: text(dto.ticketName),
    type: num(dto.ticketType),
    priceCents: num(dto.price),
    payStatus: num(dto.payStatus),
    verifyState: num(dto.verifyState),
  };
}

/** UserTicketsDTO → EventTickets (unreadable tickets dropped; an unknown payment mode reads as unavailable). */
export function parseEventTickets(body: unknown): EventTickets {
  const dto = loose<UserTicketsDTO>(body);
  return {
    eventTicketStatus: num(dto.virtualEventTicketStatus, 2),
    paymentMode: dto.paymentMode === "development" ? "development" : "unavailable",
    tickets: list(dto.tickets)
      .map(parseTicket)
      .filter((ticket): ticket is Ticket => ticket !== null),
    mine: parseMyTicket(dto.mine),
  };
}

/** The ticket calls (decision 0036) over the app's HttpClient; wire names stay here. */
export class FetchTicketApi implements TicketApi {
  constructor(private readonly http: HttpClient) {}

  async tickets(eventId: string, visitor = false): Promise<EventTickets> {
    const query = { virtualEventId: eventId };
    const path = visitor ? TICKET_PATHS.visitorTickets : TICKET_PATHS.userTickets;
    return parseEventTickets(await this.http.request<unknown>({ method: "GET", path, query }));
  }

  async take(eventId: string, ticketId: string): Promise<MyTicket> {
    const body: TakeTicketRequestDTO = { virtualEventId: eventId, ticketId };
    const mine = parseMyTicket(await this.http.request<unknown>({ method: "POST", path: TICKET_PATHS.take, body }));
    if (mine === null) throw new ApiFailure("network", "", 200, "the answer carries no ticket");
    return mine;
  }
}
