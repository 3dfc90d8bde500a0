import type { MyTicket, Ticket, TicketPaymentMode } from "@livehall/domain";
import type { Observable } from "rxjs";

/** The tickets panel's state. */
export interface TicketsState {
  /** unavailable: the tickets could not be read. */
  readonly status: "idle" | "loading" | "ready" | "unavailable";
  /** The tickets are a visitor's (no session): a free one is taken by proving a contact (decision 0057), a charged one after entering. */
  readonly visitor: boolean;
  readonly eventTicketStatus: number;
  readonly paymentMode: TicketPaymentMode;
  readonly tickets: readonly Ticket[];
  readonly mine: MyTicket | null;
  /** The ticket whose request is under way. */
  readonly busy: string | null;
  /** The last refusal as a message key. */
  readonly errorKey: string | null;
}

export const INITIAL_TICKETS: TicketsState = {
  status: "idle",
  visitor: false,
  eventTicketStatus: 2,
  paymentMode: "unavailable",
  tickets: [],
  mine: null,
  busy: null,
  errorKey: null,
};

/** What Tickets offers (APP_TOKENS.Tickets): the landing page's tickets panel, see the class. */
export interface TicketsService {
  readonly state$: Observable<TicketsState>;
  load(eventId: string, signedIn: boolean): Promise<void>;
  take(ticketId: string): Promise<boolean>;
}
