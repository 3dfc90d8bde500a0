import type { Agreements, CaptchaSolution, MyTicket, SubscribeState } from "@livehall/domain";
import type { AgreementRef } from "../login/agreement-choice";

/** A contact a visitor proves: a mobile number (sms) or an e-mail address. */
export interface VisitorContact {
  readonly channel: "sms" | "email";
  readonly contact: string;
}

/** The proof a visitor's acting call carries: the code sent to the contact, a captcha and the agreements accepted. */
export interface VisitorProof extends VisitorContact {
  readonly code: string;
  readonly captcha: CaptchaSolution;
  readonly privacyPolicy?: AgreementRef;
  readonly userAgreement?: AgreementRef;
}

/**
 * The visitor's calls (decision 0057): what a landing page's visitor does before entering the event,
 * with no session. Used by VisitorPass when its dialog opens (the agreements) and when the visitor
 * asks for a code, subscribes or takes a free ticket. Rejects with the domain's ApiFailure (100101
 * captcha, 100104 wrong code, 100106 locked, 100105 too many, 100621 nothing offered by that contact,
 * 100622 a charged ticket, and the notice and ticket refusals of decision 0036).
 */
export interface VisitorApi {
  /** The event's agreements (the login's), which the visitor accepts as a viewer would. */
  agreements(tenantId: string): Promise<Agreements>;
  sendCode(eventId: string, contact: VisitorContact, captcha: CaptchaSolution): Promise<void>;
  subscribe(configId: string, proof: VisitorProof): Promise<SubscribeState>;
  take(eventId: string, ticketId: string, proof: VisitorProof): Promise<MyTicket>;
}
