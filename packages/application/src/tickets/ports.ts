import type { MyTicket, Ticket, TicketPaymentMode } from "@livehall/domain";

/** The event's tickets as the viewer sees them. */
export interface EventTickets {
  /** §3 ticket status of the event: 0 sign-no-ticket, 1 sign-and-ticket, 2 no-sign. */
  readonly eventTicketStatus: number;
  /** "development": no money is taken (the UI says so); "unavailable": charged tickets cannot be bought. */
  readonly paymentMode: TicketPaymentMode;
  readonly tickets: readonly Ticket[];
  readonly mine: MyTicket | null;
}

/**
 * The ticket calls (decision 0036). Used by Tickets when the landing page shows and when the viewer
 * gets or buys a ticket. Rejects with the domain's ApiFailure (150023 sold out, 100612 not on sale,
 * 100613 already held, 100614 declined, 100615 no provider, 401 no session).
 */
export interface TicketApi {
  /** The event's tickets and the viewer's own; `visitor`: without a session, as anyone sees them (no own ticket). */
  tickets(eventId: string, visitor?: boolean): Promise<EventTickets>;
  /** Gets a free ticket or buys a charged one through the server's payment provider. */
  take(eventId: string, ticketId: string): Promise<MyTicket>;
}
