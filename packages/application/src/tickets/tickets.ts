import { ApiFailure } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { TicketApi } from "./ports";
import { INITIAL_TICKETS, type TicketsService, type TicketsState } from "./services";

/** The message key a refusal of a ticket call shows. */
export function ticketErrorKey(error: unknown): string {
  if (!(error instanceof ApiFailure)) return "tickets.error.failed";
  if (error.status === 401) return "tickets.error.signIn";
  const byCode: Record<string, string> = {
    "150023": "tickets.error.soldOut",
    "100612": "tickets.error.notOnSale",
    "100613": "tickets.error.alreadyHeld",
    "100614": "tickets.error.declined",
    "100615": "tickets.error.noPayment",
    "100105": "tickets.error.tooMany",
  };
  return byCode[error.code] ?? "tickets.error.failed";
}

/**
 * The landing page's tickets (decision 0036): `load` reads the event's tickets and the viewer's own,
 * or without a session the visitor's list (decision 0057: a visitor takes a free one in its own
 * dialog, VisitorPass); `take` gets a free ticket or buys a charged one, then reloads the list so
 * stock and sale states are current.
 */
@injectable()
export class Tickets implements TicketsService {
  private readonly state = new BehaviorSubject<TicketsState>(INITIAL_TICKETS);
  readonly state$: Observable<TicketsState> = this.state.asObservable();
  private eventId: string | null = null;

  constructor(@inject(APP_TOKENS.TicketApi) private readonly api: TicketApi) {}

  async load(eventId: string, signedIn: boolean): Promise<void> {
    this.eventId = eventId;
    const visitor = !signedIn;
    this.state.next({ ...INITIAL_TICKETS, status: "loading", visitor });
    try {
      const read = await this.api.tickets(eventId, visitor);
      if (this.eventId !== eventId) return;
      this.state.next({ ...INITIAL_TICKETS, status: "ready", visitor, ...read });
    } catch {
      if (this.eventId === eventId) this.state.next({ ...INITIAL_TICKETS, status: "unavailable", visitor });
    }
  }

  async take(ticketId: string): Promise<boolean> {
    const eventId = this.eventId;
    if (eventId === null || this.state.value.busy !== null) return false;
    this.state.next({ ...this.state.value, busy: ticketId, errorKey: null });
    let errorKey: string | null = null;
    try {
      const mine = await this.api.take(eventId, ticketId);
      this.state.next({ ...this.state.value, mine });
    } catch (error) {
      errorKey = ticketErrorKey(error);
    }
    try {
      const read = await this.api.tickets(eventId);
      this.state.next({ ...this.state.value, ...read });
    } catch {
      // The list stays as it was; the answer above already says what happened.
    }
    this.state.next({ ...this.state.value, busy: null, errorKey });
    return errorKey === null;
  }
}
