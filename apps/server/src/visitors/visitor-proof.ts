import type { FastifyRequest } from "fastify";
import type { VisitorProofDTO } from "@livehall/wire";
import { badParameter } from "../http/api-error";
import { IDENTITY_TYPE } from "../services/accounts";
import type { EventRow } from "../services/event-store";
import type { ServerContext } from "../server-context";
import { agreementsOf } from "../routes/login-routes";
import { captchaSchema, shortText } from "../routes/schemas";
import { ViewerRateLimit } from "../tools/shared/viewer-rate-limit";
import { checkedContact, NOTICE_CODE_TYPE } from "../notices/notice-contact";

/** Visitor requests (codes, subscriptions, tickets) one address may make … */
export const VISITOR_RATE_COUNT = 10;
/** … per this window (ms); more answer 429 / 100105 (beside the code store's own limits). */
export const VISITOR_RATE_WINDOW_MS = 60_000;

/** The body fields every visitor call that acts proves itself with (strict bodies add their own). */
export const visitorProofFields = {
  identityType: { type: "integer", enum: [IDENTITY_TYPE.mobile, IDENTITY_TYPE.email] },
  account: { type: "string", minLength: 1, maxLength: 254 },
  code: { type: "string", minLength: 1, maxLength: 16 },
  captcha: captchaSchema,
  privacyPolicyVersion: shortText,
  userAgreementVersion: shortText,
  privacyPolicyLanguageType: shortText,
  userAgreementLanguageType: shortText,
} as const;
export const visitorProofRequired = ["identityType", "account", "code", "captcha"] as const;

/** The channel a visitor's identity type names. */
export const channelOf = (identityType: number): "sms" | "email" => (identityType === IDENTITY_TYPE.mobile ? "sms" : "email");

/** A proved visitor: the event's ID audience of the contact, the contact and the agreement versions given. */
export interface ProvedVisitor {
  readonly audienceId: string;
  readonly contact: string;
  readonly versions: { readonly privacyPolicyVersion: string; readonly userAgreementVersion: string };
}

/**
 * The pre-entry path's checks (decision 0057), in this order: the address's visitor budget, the
 * contact's shape, the event's agreements (a version for each it shows), the captcha (once), the
 * code sent to the contact (code type 6, single use; a wrong one makes the address's captchas
 * harder and counts towards the account's lock). Then the contact is the event's ID audience of
 * that account, found or made as code login makes it; no session is issued.
 */
export class VisitorProof {
  private readonly rate: ViewerRateLimit;

  constructor(private readonly ctx: ServerContext) {
    this.rate = new ViewerRateLimit(ctx.now, VISITOR_RATE_COUNT, VISITOR_RATE_WINDOW_MS, "visitor requests");
  }

  /** Counts one visitor request of the address: 429 / 100105 over the budget. */
  take(request: FastifyRequest): void {
    this.rate.take(`visitor:${request.ip}`);
  }

  async prove(request: FastifyRequest, event: EventRow, body: VisitorProofDTO): Promise<ProvedVisitor> {
    const contact = checkedContact(channelOf(body.identityType), body.account, "account");
    const agreements = agreementsOf(event);
    if (agreements.privacyPolicyFlag === 1 && !body.privacyPolicyVersion) throw badParameter("Missing body field 'privacyPolicyVersion'");
    if (agreements.userAgreementFlag === 1 && !body.userAgreementVersion) throw badParameter("Missing body field 'userAgreementVersion'");
    await this.ctx.captcha.verify(body.captcha);
    await this.ctx.verificationCodes
      .verify({ eventId: event.id, account: contact, codeType: NOTICE_CODE_TYPE, code: body.code.trim(), ip: request.ip })
      .catch((error: unknown) => {
        this.ctx.captcha.noteFailure(request.ip);
        throw error;
      });
    const known = await this.ctx.sessions.findByAccount(event.id, contact);
    const audienceId =
      known?.id ?? (await this.ctx.sessions.createIdAudience(event, { nickname: "", account: contact, identityType: body.identityType }));
    return {
      audienceId,
      contact,
      versions: { privacyPolicyVersion: body.privacyPolicyVersion ?? "", userAgreementVersion: body.userAgreementVersion ?? "" },
    };
  }
}
