import type { Agreements, MyTicket, SubscribeState } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { VisitorContact } from "./ports";

/** A visitor's dialog (reminder or ticket) before entering the event. */
export interface VisitorPassState {
  readonly status: "idle" | "loading" | "ready";
  /** The event's agreements; null when it shows none (or they could not be read: the server then says). */
  readonly agreements: Agreements | null;
  /** The contact a code was sent to (the form shows the code step). */
  readonly codeSentTo: VisitorContact | null;
  readonly busy: boolean;
  /** The last refusal as a message key. */
  readonly errorKey: string | null;
  /** After subscribing: what the visitor is reminded by. */
  readonly subscribed: SubscribeState | null;
  /** After taking a ticket: the visitor's ticket. */
  readonly mine: MyTicket | null;
}

export const INITIAL_VISITOR_PASS: VisitorPassState = {
  status: "idle",
  agreements: null,
  codeSentTo: null,
  busy: false,
  errorKey: null,
  subscribed: null,
  mine: null,
};

/** What the visitor sends with an acting call: the code received, whether the agreements are ticked, the page's language. */
export interface VisitorConsent {
  readonly code: string;
  readonly agreed: boolean;
  readonly language: string;
}

/**
 * What VisitorPass offers (made on demand through APP_TOKENS.VisitorPassLoader, one per dialog):
 * `load` reads the agreements; `requestCode` solves the captcha and sends a code; `subscribe` and
 * `take` prove the contact with it.
 */
export interface VisitorPassService {
  readonly state$: Observable<VisitorPassState>;
  load(tenantId: string): Promise<void>;
  requestCode(eventId: string, contact: VisitorContact): Promise<boolean>;
  subscribe(configId: string, contact: VisitorContact, consent: VisitorConsent): Promise<boolean>;
  take(eventId: string, ticketId: string, contact: VisitorContact, consent: VisitorConsent): Promise<boolean>;
}

/** Makes a fresh VisitorPass, loading its code (captcha solver, calls) only when a visitor's dialog first opens. */
export type VisitorPassLoader = () => Promise<VisitorPassService>;
