import type { VisitorApi, VisitorContact, VisitorProof } from "@livehall/application";
import { ApiFailure, type Agreements, type CaptchaSolution, type MyTicket, type SubscribeState } from "@livehall/domain";
import {
  API_PATHS,
  VISITOR_PATHS,
  type VisitorCodeRequestDTO,
  type VisitorContactDTO,
  type VisitorProofDTO,
  type VisitorSubscribeRequestDTO,
  type VisitorTakeTicketRequestDTO,
} from "@livehall/wire";
import { captchaParams } from "../access/map-captcha";
import type { HttpClient } from "../http/http-client";
import { mapAgreements } from "../login/map-login";
import { parseSubscribeState } from "../notices/fetch-notice-api";
import { parseMyTicket } from "../tickets/fetch-ticket-api";

/** §3 identity type of a visitor's contact: 1 mobile, 2 e-mail. */
const contactDto = (contact: VisitorContact): VisitorContactDTO => ({
  identityType: contact.channel === "sms" ? 1 : 2,
  account: contact.contact,
});

/** The proof's wire fields; agreement versions and languages only for the agreements accepted. */
function proofDto(proof: VisitorProof): VisitorProofDTO {
  return {
    ...contactDto(proof),
    code: proof.code,
    captcha: captchaParams(proof.captcha),
    ...(proof.privacyPolicy
      ? { privacyPolicyVersion: proof.privacyPolicy.version, privacyPolicyLanguageType: proof.privacyPolicy.languageType }
      : {}),
    ...(proof.userAgreement
      ? { userAgreementVersion: proof.userAgreement.version, userAgreementLanguageType: proof.userAgreement.languageType }
      : {}),
  };
}

/** The visitor's calls (decision 0057) over the app's HttpClient; no session is needed or sent for them to work. */
export class FetchVisitorApi implements VisitorApi {
  constructor(private readonly http: HttpClient) {}

  async agreements(tenantId: string): Promise<Agreements> {
    return mapAgreements(await this.http.request<unknown>({ method: "GET", path: API_PATHS.agreements, query: { tenantId } }));
  }

  async sendCode(eventId: string, contact: VisitorContact, captcha: CaptchaSolution): Promise<void> {
    const body: VisitorCodeRequestDTO = { virtualEventId: eventId, ...contactDto(contact), captcha: captchaParams(captcha) };
    await this.http.request<unknown>({ method: "POST", path: VISITOR_PATHS.code, body });
  }

  async subscribe(configId: string, proof: VisitorProof): Promise<SubscribeState> {
    const body: VisitorSubscribeRequestDTO = { activityNoticeConfigId: configId, ...proofDto(proof) };
    return parseSubscribeState(await this.http.request<unknown>({ method: "POST", path: VISITOR_PATHS.subscribe, body }));
  }

  async take(eventId: string, ticketId: string, proof: VisitorProof): Promise<MyTicket> {
    const body: VisitorTakeTicketRequestDTO = { virtualEventId: eventId, ticketId, ...proofDto(proof) };
    const mine = parseMyTicket(await this.http.request<unknown>({ method: "POST", path: VISITOR_PATHS.take, body }));
    if (mine === null) throw new ApiFailure("network", "", 200, "the answer carries no ticket");
    return mine;
  }
}
