import { ApiFailure, type Agreements, type CaptchaSolution, type MyTicket, type SubscribeState } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import type { CaptchaService, CaptchaState } from "../access/services";
import type { VisitorApi, VisitorContact, VisitorProof } from "./ports";
import { INITIAL_VISITOR_PASS, type VisitorPassState } from "./services";
import { VisitorPass, visitorErrorKey } from "./visitor-pass";

const solution: CaptchaSolution = { algorithm: "SHA-256", challenge: "c", salt: "s", signature: "g", number: "1" };
const agreements: Agreements = {
  cookieFlag: false,
  privacyPolicyFlag: true,
  userAgreementFlag: false,
  privacyPolicies: [{ version: "2025.1", url: "", isDefault: true, languageType: "en", agreementType: 1 }],
  userAgreements: [],
  defaultAgreementUrl: "",
};
const sms: VisitorContact = { channel: "sms", contact: "13800001111" };

class FakeCaptcha implements CaptchaService {
  readonly state$ = new BehaviorSubject<CaptchaState>({ status: "idle" });
  resets = 0;
  prepare(): void {}
  take(): Promise<CaptchaSolution> {
    return Promise.resolve(solution);
  }
  reset(): void {
    this.resets++;
  }
}

class FakeVisitorApi implements VisitorApi {
  refusal: Error | null = null;
  readonly proofs: VisitorProof[] = [];
  readonly sent: string[] = [];
  agreements(): Promise<Agreements> {
    return Promise.resolve(agreements);
  }
  sendCode(eventId: string, contact: VisitorContact): Promise<void> {
    if (this.refusal) return Promise.reject(this.refusal);
    this.sent.push(`${eventId} ${contact.contact}`);
    return Promise.resolve();
  }
  subscribe(_configId: string, proof: VisitorProof): Promise<SubscribeState> {
    if (this.refusal) return Promise.reject(this.refusal);
    this.proofs.push(proof);
    return Promise.resolve({ sms: true, email: false, wechat: false, maskedMobile: "138****1111", maskedEmail: "" });
  }
  take(_eventId: string, ticketId: string, proof: VisitorProof): Promise<MyTicket> {
    if (this.refusal) return Promise.reject(this.refusal);
    this.proofs.push(proof);
    return Promise.resolve({ ticketId, name: "Free", type: 0, priceCents: 0, payStatus: 1, verifyState: 0 });
  }
}

async function started() {
  const api = new FakeVisitorApi();
  const captcha = new FakeCaptcha();
  const pass = new VisitorPass(api, captcha);
  let last: VisitorPassState = INITIAL_VISITOR_PASS;
  pass.state$.subscribe((state) => (last = state));
  await pass.load("t-demo");
  return { api, captcha, pass, state: () => last };
}

describe("VisitorPass (a visitor's reminder or ticket before entering)", () => {
  it("reads the agreements, sends a code with a captcha and shows the code step for that contact", async () => {
    const { api, pass, state } = await started();
    expect(state()).toMatchObject({ status: "ready", agreements });
    expect(await pass.requestCode("e-1", sms)).toBe(true);
    expect(api.sent).toEqual(["e-1 13800001111"]);
    expect(state()).toMatchObject({ codeSentTo: sms, busy: false, errorKey: null });
  });

  it("refuses to subscribe before the agreements are ticked, without a call", async () => {
    const { api, pass, state } = await started();
    expect(await pass.subscribe("n-1", sms, { code: "123456", agreed: false, language: "en" })).toBe(false);
    expect(api.proofs).toEqual([]);
    expect(state()).toMatchObject({ errorKey: "notices.visitor.error.agreementRequired" });
  });

  it("subscribes with the code, a captcha and the accepted agreement in the page's language", async () => {
    const { api, pass, state } = await started();
    expect(await pass.subscribe("n-1", sms, { code: " 123456 ", agreed: true, language: "en" })).toBe(true);
    expect(api.proofs).toEqual([{ ...sms, code: "123456", captcha: solution, privacyPolicy: { version: "2025.1", languageType: "en" } }]);
    expect(state()).toMatchObject({ subscribed: { sms: true, maskedMobile: "138****1111" } });
  });

  it("takes a free ticket and shows it; a refusal resets the captcha and shows its words", async () => {
    const { api, captcha, pass, state } = await started();
    expect(await pass.take("e-1", "free", sms, { code: "123456", agreed: true, language: "en" })).toBe(true);
    expect(state()).toMatchObject({ mine: { ticketId: "free", payStatus: 1 } });
    api.refusal = new ApiFailure("http", "100622", 409, "");
    expect(await pass.take("e-1", "vip", sms, { code: "123456", agreed: true, language: "en" })).toBe(false);
    expect(captcha.resets).toBe(1);
    expect(state()).toMatchObject({ errorKey: "tickets.visitor.buyAfterEntering", busy: false });
  });

  it.each<[string, unknown, string]>([
    ["captcha", new ApiFailure("http", "100101", 200, ""), "notices.visitor.error.captcha"],
    ["nothing offered", new ApiFailure("http", "100621", 403, ""), "notices.visitor.error.nothingOffered"],
    ["wrong code", new ApiFailure("http", "100104", 200, ""), "notices.error.codeWrong"],
    ["locked", new ApiFailure("http", "100106", 200, ""), "notices.error.locked"],
    ["sold out", new ApiFailure("http", "150023", 409, ""), "tickets.error.soldOut"],
    ["already held", new ApiFailure("http", "100613", 409, ""), "tickets.error.alreadyHeld"],
    ["an unknown refusal", new ApiFailure("http", "100400", 400, ""), "tickets.error.failed"],
    ["not a server answer", new Error("offline"), "tickets.error.failed"],
  ])("says %s", (_case, error, key) => {
    expect(visitorErrorKey(error)).toBe(key);
  });
});
