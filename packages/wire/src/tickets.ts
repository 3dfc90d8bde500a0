import type { PaymentMode } from "./tools/gifts";

/** Ticket calls (decision 0036). Both need the viewer's bearer token. */
export const TICKET_PATHS = {
  /** §7 GET `?virtualEventId=` → UserTicketsDTO ("payload not shown": ours). */
  userTickets: "/events/users/tickets",
  /** Ours: POST TakeTicketRequestDTO → MyTicketDTO: gets a free ticket or buys a charged one. */
  take: "/events/users/tickets/take",
  /**
   * Ours (decision 0057): GET `?virtualEventId=` → UserTicketsDTO with `mine` null, the tickets a
   * visitor (no session) may see; VISITOR_PATHS.tickets. Here too, so the landing page's ticket
   * calls need none of the visitor's other calls.
   */
  visitorTickets: "/visitor/tickets",
} as const;

/** One ticket of the event with the §3 enums. Prices in cents. */
export interface TicketDTO {
  ticketId: string;
  ticketName: string;
  /** 0 closed, 1 open. */
  ticketFlag: number;
  /** 0 free, 1 charged. */
  ticketType: number;
  price: number;
  /** 0 sold out, 1 normal. */
  stock: number;
  /** 0 not started, 1 ended, 2 ticketing. */
  saleStatus: number;
  /** Epoch ms. */
  saleStartTime: number;
  saleEndTime: number;
}

/** The viewer's own ticket. */
export interface MyTicketDTO {
  ticketId: string;
  ticketName: string;
  ticketType: number;
  price: number;
  /** Signup pay status: 0 wait, 1 success, 2 fail, 3 waiting. */
  payStatus: number;
  /** Verify state: 0 auto, 1 pass, 2 refuse, 3 reviewing. */
  verifyState: number;
  createdTime: number;
}

export interface UserTicketsDTO {
  /** §3 ticket status of the event: 0 sign-no-ticket, 1 sign-and-ticket, 2 no-sign. */
  virtualEventTicketStatus: number;
  /** "development": no money is taken; "unavailable": charged tickets cannot be bought. */
  paymentMode: PaymentMode;
  tickets: TicketDTO[];
  mine: MyTicketDTO | null;
}

export interface TakeTicketRequestDTO {
  virtualEventId: string;
  ticketId: string;
}

/** Body codes of the ticket calls (ours, decision 0036). Sold out is §8's stockEmpty (150023). */
export const TICKET_CODES = {
  /** No such ticket in this event (HTTP 404). */
  ticketNotFound: "100611",
  /** The ticket is closed or not on sale now (HTTP 409). */
  notOnSale: "100612",
  /** The viewer already holds a ticket of this event (HTTP 409). */
  alreadyHeld: "100613",
  /** The payment provider declined (HTTP 402). */
  paymentDeclined: "100614",
  /** No payment provider: charged tickets cannot be bought (HTTP 503). */
  paymentUnavailable: "100615",
} as const;
