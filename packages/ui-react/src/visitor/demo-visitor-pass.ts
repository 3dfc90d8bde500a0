import { INITIAL_VISITOR_PASS, type VisitorPassService, type VisitorPassState } from "@livehall/application";
import type { Agreements } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";

/** The demo event's agreements (a privacy policy and a user agreement), as a visitor's pass reads them. */
export const demoVisitorAgreements: Agreements = {
  cookieFlag: false,
  privacyPolicyFlag: true,
  userAgreementFlag: true,
  privacyPolicies: [{ version: "2025.1", url: "https://example.com/privacy", isDefault: true, languageType: "zh-Hans", agreementType: 1 }],
  userAgreements: [{ version: "2025.1", url: "https://example.com/terms", isDefault: true, languageType: "zh-Hans", agreementType: 2 }],
  defaultAgreementUrl: "https://example.com/agreements",
};

const ready: VisitorPassState = { ...INITIAL_VISITOR_PASS, status: "ready", agreements: demoVisitorAgreements };

/** Every state of a visitor's dialog, by name (stories and tests). */
export const demoVisitorStates: Readonly<Record<string, VisitorPassState>> = {
  Ready: ready,
  "Code sent by text": { ...ready, codeSentTo: { channel: "sms", contact: "13800001111" } },
  Working: { ...ready, codeSentTo: { channel: "sms", contact: "13800001111" }, busy: true },
  "Agreements not ticked": {
    ...ready,
    codeSentTo: { channel: "sms", contact: "13800001111" },
    errorKey: "notices.visitor.error.agreementRequired",
  },
  "Captcha failed": { ...ready, errorKey: "notices.visitor.error.captcha" },
  Subscribed: {
    ...ready,
    subscribed: { sms: true, email: false, wechat: false, maskedMobile: "138****1111", maskedEmail: "" },
  },
  "Ticket taken": {
    ...ready,
    mine: { ticketId: "free-pass", name: "Free pass", type: 0, priceCents: 0, payStatus: 1, verifyState: 0 },
  },
};

/** A visitor's pass that shows `state` and records what was asked of it (stories and tests). */
export class DemoVisitorPass implements VisitorPassService {
  private readonly state: BehaviorSubject<VisitorPassState>;
  readonly state$;
  readonly calls: string[] = [];

  constructor(initial: VisitorPassState = ready) {
    this.state = new BehaviorSubject(initial);
    this.state$ = this.state.asObservable();
  }

  load(): Promise<void> {
    return Promise.resolve();
  }

  requestCode(eventId: string, contact: { channel: string; contact: string }): Promise<boolean> {
    this.calls.push(`code ${eventId} ${contact.channel} ${contact.contact}`);
    return Promise.resolve(true);
  }

  subscribe(configId: string, contact: { channel: string; contact: string }, consent: { code: string; agreed: boolean }): Promise<boolean> {
    this.calls.push(`subscribe ${configId} ${contact.channel} ${contact.contact} ${consent.code} ${String(consent.agreed)}`);
    return Promise.resolve(true);
  }

  take(
    eventId: string,
    ticketId: string,
    contact: { channel: string; contact: string },
    consent: { code: string; agreed: boolean },
  ): Promise<boolean> {
    this.calls.push(`take ${eventId} ${ticketId} ${contact.channel} ${contact.contact} ${consent.code} ${String(consent.agreed)}`);
    return Promise.resolve(true);
  }
}
