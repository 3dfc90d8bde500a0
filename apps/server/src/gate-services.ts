import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { DevOutbox } from "./delivery/dev-outbox";
import type { NoticeDelivery } from "./delivery/ports";
import { routeCodeDelivery } from "./delivery/route-code-delivery";
import { routeNoticeDelivery } from "./delivery/route-notice-delivery";
import { SmtpCodeDelivery } from "./delivery/smtp-code-delivery";
import { BrowserBans } from "./services/browser-bans";
import { CaptchaService, DEFAULT_CAPTCHA_MAX_NUMBER } from "./services/captcha-service";
import { deriveKey } from "./services/derive-key";
import type { EventStore } from "./services/event-store";
import { ExternalAuth } from "./services/external-auth";
import type { SessionService } from "./services/session-service";
import { VerificationCodes } from "./services/verification-codes";

export interface GateOptions {
  readonly db: Kysely<Database>;
  readonly events: EventStore;
  readonly sessions: SessionService;
  /** The token secret; captcha and code keys are derived from it. */
  readonly secret: Buffer;
  readonly now: () => number;
  readonly devProviders: boolean;
  readonly captchaMaxNumber?: number | undefined;
  /** Seconds between two codes to one account; default 60 (decision 0012). */
  readonly codeResendSeconds?: number | undefined;
  readonly smtpUrl?: string | undefined;
  readonly smtpFrom?: string | undefined;
}

/** The gate's services as ServerContext carries them. */
export interface GateServices {
  readonly captcha: CaptchaService;
  readonly verificationCodes: VerificationCodes;
  readonly externalAuth: ExternalAuth;
  /** Bans that hold against a new anonymous session from the banned browser or address (decision 0059). */
  readonly browserBans: BrowserBans;
  /** The development outbox (its /dev pages are mounted), null without dev providers. */
  readonly outbox: DevOutbox | null;
  /** Organisers' notices to subscribers: SMTP, the SMS gateway, else the outbox (decision 0051). */
  readonly noticeDelivery: NoticeDelivery;
}

/**
 * Builds the captcha, verification codes (with SMTP / outbox delivery per decision 0013), the
 * organisers' notice delivery (the same channels, decision 0051) and external auth from the server
 * options; `close` releases the SMTP connections.
 */
export function buildGateServices(options: GateOptions): { services: GateServices; close: () => void } {
  const outbox = options.devProviders ? new DevOutbox(options.now) : null;
  const smtp = options.smtpUrl ? new SmtpCodeDelivery(options.smtpUrl, options.smtpFrom ?? "Livehall <no-reply@localhost>") : null;
  const delivery = routeCodeDelivery({ smtp, sms: null, outbox });
  return {
    services: {
      captcha: new CaptchaService(
        options.db,
        deriveKey(options.secret, "captcha"),
        options.now,
        options.captchaMaxNumber ?? DEFAULT_CAPTCHA_MAX_NUMBER,
      ),
      verificationCodes: new VerificationCodes(
        options.db,
        deriveKey(options.secret, "verification-codes"),
        delivery,
        options.now,
        options.codeResendSeconds === undefined ? undefined : options.codeResendSeconds * 1000,
      ),
      externalAuth: new ExternalAuth(options.db, options.events, options.sessions, options.now),
      browserBans: new BrowserBans(options.db, deriveKey(options.secret, "browser-bans"), options.now),
      outbox,
      noticeDelivery: routeNoticeDelivery({ mail: smtp, sms: null, outbox }),
    },
    close: () => smtp?.close(),
  };
}
