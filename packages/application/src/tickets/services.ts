import type { MyTicket, Ticket, TicketPaymentMode } from "@livehall/domain";
import type { Observable } from "rxjs";

/** The tickets panel's state. */
export interface TicketsState {
  /** unavailable: the viewer has no session, or the tickets could not be read. */
  readonly status: "idle" | "loading" | "ready" | "unavailable";
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
