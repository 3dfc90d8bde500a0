import { ApiFailure } from "@livehall/domain";
import { BehaviorSubject, type Observable } from "rxjs";
import type { CaptchaService } from "../access/services";
import { acceptedAgreements, agreementsRequired } from "../login/agreement-choice";
import type { VisitorApi, VisitorContact, VisitorProof } from "./ports";
import { INITIAL_VISITOR_PASS, type VisitorConsent, type VisitorPassService, type VisitorPassState } from "./services";

/**
 * Refusals of the visitor's calls as message keys: their own, and those they share with the
 * viewer's notice and ticket calls (the same words; kept here rather than imported, so the
 * on-demand chunk does not drag the landing page's Notices and Tickets along).
 */
const VISITOR_KEYS: Readonly<Record<string, string>> = {
  "100101": "notices.visitor.error.captcha",
  "100621": "notices.visitor.error.nothingOffered",
  "100622": "tickets.visitor.buyAfterEntering",
  "100601": "notices.error.contact",
  "100602": "notices.error.channel",
  "100104": "notices.error.codeWrong",
  "100106": "notices.error.locked",
  "100105": "notices.error.tooMany",
  "150023": "tickets.error.soldOut",
  "100612": "tickets.error.notOnSale",
  "100613": "tickets.error.alreadyHeld",
};

/** The message key a refusal of a visitor's call shows. */
export function visitorErrorKey(error: unknown): string {
  return (error instanceof ApiFailure ? VISITOR_KEYS[error.code] : undefined) ?? "tickets.error.failed";
}

/**
 * A visitor's reminder or ticket before entering the event (decision 0057): one per dialog, made on
 * demand (its captcha solver and calls stay off the landing page until a visitor asks). `load`
 * reads the event's agreements and starts solving a captcha; `requestCode` sends a code to the
 * contact with a captcha; `subscribe` and `take` send the code back with a fresh captcha and the
 * accepted agreements (refused here, before any call, while they are not ticked). A failure shows
 * as a message key and resets the captcha.
 */
export class VisitorPass implements VisitorPassService {
  private readonly state = new BehaviorSubject<VisitorPassState>(INITIAL_VISITOR_PASS);
  readonly state$: Observable<VisitorPassState> = this.state.asObservable();

  constructor(
    private readonly api: VisitorApi,
    private readonly captcha: CaptchaService,
  ) {}

  async load(tenantId: string): Promise<void> {
    this.patch({ status: "loading" });
    this.captcha.prepare();
    const agreements = await this.api.agreements(tenantId).catch(() => null);
    this.patch({ status: "ready", agreements });
  }

  async requestCode(eventId: string, contact: VisitorContact): Promise<boolean> {
    return this.run(async () => {
      await this.api.sendCode(eventId, contact, await this.captcha.take());
      this.patch({ codeSentTo: contact });
    });
  }

  async subscribe(configId: string, contact: VisitorContact, consent: VisitorConsent): Promise<boolean> {
    return this.run(async () => {
      const subscribed = await this.api.subscribe(configId, await this.proof(contact, consent));
      this.patch({ subscribed });
    });
  }

  async take(eventId: string, ticketId: string, contact: VisitorContact, consent: VisitorConsent): Promise<boolean> {
    return this.run(async () => {
      const mine = await this.api.take(eventId, ticketId, await this.proof(contact, consent));
      this.patch({ mine });
    });
  }

  private async proof(contact: VisitorContact, consent: VisitorConsent): Promise<VisitorProof> {
    const { agreements } = this.state.value;
    if (agreementsRequired(agreements) && !consent.agreed) throw new AgreementNotTicked();
    return {
      ...contact,
      code: consent.code.trim(),
      captcha: await this.captcha.take(),
      ...acceptedAgreements(agreements, consent.language),
    };
  }

  private async run(call: () => Promise<void>): Promise<boolean> {
    if (this.state.value.busy) return false;
    this.patch({ busy: true, errorKey: null });
    try {
      await call();
      this.patch({ busy: false });
      return true;
    } catch (error) {
      if (!(error instanceof AgreementNotTicked)) this.captcha.reset();
      this.patch({
        busy: false,
        errorKey: error instanceof AgreementNotTicked ? "notices.visitor.error.agreementRequired" : visitorErrorKey(error),
      });
      return false;
    }
  }

  private patch(change: Partial<VisitorPassState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

class AgreementNotTicked extends Error {
  override readonly name = "AgreementNotTicked";
}
