import type { CaptchaSolutionDTO } from "./session";
import { TICKET_PATHS } from "./tickets";

/**
 * Ours (decision 0057): what a visitor of the landing page does before entering the event —
 * subscribe to its reminder and get a free ticket — proved by the captcha and a code sent to the
 * contact, with no session. The contact becomes the event's ID audience of that account (as code
 * login would), so after entering with it the viewer sees the subscription and the ticket.
 */
export const VISITOR_PATHS = {
  /** POST VisitorCodeRequestDTO → null: sends a code (code type 6) to the contact. */
  code: "/visitor/verification-code",
  /** POST VisitorSubscribeRequestDTO → SubscribeStateDTO (of the contact's audience). */
  subscribe: "/visitor/notice-subscribe",
  /** GET `?virtualEventId=` → UserTicketsDTO with `mine` null: the tickets a visitor may see. */
  tickets: TICKET_PATHS.visitorTickets,
  /** POST VisitorTakeTicketRequestDTO → MyTicketDTO: a free ticket only (a charged one needs entering). */
  take: "/visitor/tickets/take",
} as const;

/** The contact a visitor proves: identity type 1 (mobile) or 2 (e-mail) and the number or address. */
export interface VisitorContactDTO {
  identityType: number;
  account: string;
}

export interface VisitorCodeRequestDTO extends VisitorContactDTO {
  virtualEventId: string;
  captcha: CaptchaSolutionDTO;
}

/** The code sent to the contact, a fresh captcha and the agreements the visitor accepted (required when the event shows them). */
export interface VisitorProofDTO extends VisitorContactDTO {
  code: string;
  captcha: CaptchaSolutionDTO;
  privacyPolicyVersion?: string;
  userAgreementVersion?: string;
  privacyPolicyLanguageType?: string;
  userAgreementLanguageType?: string;
}

export interface VisitorSubscribeRequestDTO extends VisitorProofDTO {
  activityNoticeConfigId: string;
}

export interface VisitorTakeTicketRequestDTO extends VisitorProofDTO {
  virtualEventId: string;
  ticketId: string;
}

/** Body codes of the visitor calls (ours). */
export const VISITOR_CODES = {
  /** Nothing here is offered to visitors by this contact: no reminder by its channel and no free ticket (HTTP 403). */
  nothingOffered: "100621",
  /** A charged ticket is bought after entering the event (HTTP 409). */
  chargedNeedsEntry: "100622",
} as const;
