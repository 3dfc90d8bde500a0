import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { BODY_CODES, type AuthResultDTO, type ExternalAssertionClaims, type ExternalHandOverDTO } from "@livehall/wire";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import { IDENTITY_TYPE } from "./accounts";
import type { EventStore, EventRow } from "./event-store";
import { HandOverCodes } from "./handover-codes";
import { ID_AUDIENCE, type SessionService } from "./session-service";

/** The longest an assertion may live (exp − iat). */
export const ASSERTION_MAX_LIFETIME_MS = 5 * 60 * 1000;
/** Clock difference tolerated between the organiser's system and this server. */
const CLOCK_SKEW_MS = 60 * 1000;
const MAX_ASSERTION_LENGTH = 4096;

/** Any failure of an assertion: HTTP 400, body 100110, saying which check failed. */
const assertionInvalid = (why: string): ApiError => new ApiError(400, BODY_CODES.assertionInvalid, `Assertion invalid: ${why}`);

const mac = (secret: string, payload: string): Buffer => createHmac("sha256", secret).update(payload).digest();

/** Signs assertion claims the way an organiser's identity system must (docs/api.md "External authentication"). */
export function signAssertion(claims: ExternalAssertionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= max && !/\p{Cc}/u.test(value);

function readClaims(payload: string): ExternalAssertionClaims {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw assertionInvalid("payload is not JSON");
  }
  if (typeof value !== "object" || value === null) throw assertionInvalid("payload is not an object");
  const c = value as Record<string, unknown>;
  if (!isText(c["eventNumber"], 64)) throw assertionInvalid("eventNumber missing");
  if (!isText(c["subject"], 256)) throw assertionInvalid("subject missing");
  if (!isText(c["nonce"], 128) || c["nonce"].length < 8) throw assertionInvalid("nonce missing or shorter than 8 characters");
  if (!Number.isSafeInteger(c["iat"]) || !Number.isSafeInteger(c["exp"])) throw assertionInvalid("iat/exp must be epoch ms");
  if (c["nickname"] !== undefined && !isText(c["nickname"], 64)) throw assertionInvalid("nickname must be 1–64 characters");
  return c as unknown as ExternalAssertionClaims;
}

/**
 * External auth (access type 4, decision 0012): an organiser's identity system proves a viewer
 * with an assertion signed by the event's `externalSecret`; {@link exchange} checks signature,
 * event, lifetime and nonce (single use) and answers a token pair for the ID audience of that
 * subject (the same subject is always the same audience).
 */
export class ExternalAuth {
  private readonly codes: HandOverCodes;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventStore,
    private readonly sessions: SessionService,
    private readonly now: () => number,
  ) {
    this.codes = new HandOverCodes(db, now);
  }

  /** POST external/token (server to server): the assertion's viewer's token pair. */
  async exchange(assertion: string): Promise<AuthResultDTO> {
    const { event, claims } = await this.check(assertion);
    const audienceId = await this.audienceFor(event, claims);
    return this.sessions.login(event, audienceId, "");
  }

  /**
   * POST external/code (server to server) and the development organiser page: a one-time
   * hand-over code for the assertion's viewer, which the organiser puts in the return URL's
   * fragment (decision 0023) — no token ever travels in a URL.
   */
  async handOver(assertion: string): Promise<ExternalHandOverDTO> {
    const { event, claims } = await this.check(assertion);
    return this.codes.issue(event.id, await this.audienceFor(event, claims));
  }

  /**
   * POST external/redeem (the viewer's browser): the token pair a hand-over code carries. A code
   * works once and for a minute; any other answers HTTP 400 100110.
   */
  async redeem(code: string, deviceId: string): Promise<AuthResultDTO> {
    const handOver = await this.codes.redeem(code);
    const event = handOver
      ? await this.db.selectFrom("events").selectAll().where("id", "=", handOver.eventId).executeTakeFirst()
      : undefined;
    if (!handOver || !event) throw new ApiError(400, BODY_CODES.assertionInvalid, "Hand-over code unknown, used or expired: log in again");
    return this.sessions.login(event, handOver.audienceId, deviceId);
  }

  private async check(assertion: string): Promise<{ event: EventRow; claims: ExternalAssertionClaims }> {
    if (assertion.length > MAX_ASSERTION_LENGTH) throw assertionInvalid("too long");
    const [payload, signature, extra] = assertion.split(".");
    if (!payload || !signature || extra !== undefined) throw assertionInvalid("not payload.signature");
    const claims = readClaims(payload);
    const event = await this.events.findByNumber(claims.eventNumber);
    if (!event || event.external_secret === "") throw assertionInvalid("the event does not accept external auth");
    const given = Buffer.from(signature, "base64url");
    const expected = mac(event.external_secret, payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw assertionInvalid("bad signature");
    const now = this.now();
    if (claims.exp <= now) throw assertionInvalid("expired");
    if (claims.iat > now + CLOCK_SKEW_MS) throw assertionInvalid("issued in the future");
    if (claims.exp <= claims.iat || claims.exp - claims.iat > ASSERTION_MAX_LIFETIME_MS) {
      throw assertionInvalid("exp must be after iat and at most 5 minutes later");
    }
    await this.db.deleteFrom("external_nonces").where("expires_at", "<=", now).execute();
    const stored = await this.db
      .insertInto("external_nonces")
      .values({ nonce: createHash("sha256").update(`${event.id}\n${claims.nonce}`).digest("hex"), expires_at: claims.exp })
      .onConflict((conflict) => conflict.column("nonce").doNothing())
      .executeTakeFirst();
    if (stored.numInsertedOrUpdatedRows === 0n) throw assertionInvalid("nonce already used");
    return { event, claims };
  }

  private async audienceFor(event: EventRow, claims: ExternalAssertionClaims): Promise<string> {
    const nickname = claims.nickname?.trim() ?? "";
    const known = await this.db
      .selectFrom("audiences")
      .select("id")
      .where("event_id", "=", event.id)
      .where("external_subject", "=", claims.subject)
      .where("user_type", "=", ID_AUDIENCE)
      .orderBy("created_at")
      .executeTakeFirst();
    if (!known) {
      return this.sessions.createIdAudience(event, {
        nickname,
        account: null,
        identityType: IDENTITY_TYPE.external,
        externalSubject: claims.subject,
      });
    }
    if (nickname !== "") await this.db.updateTable("audiences").set({ nickname }).where("id", "=", known.id).execute();
    return known.id;
  }
}

/** A fresh random nonce for {@link signAssertion} callers. */
export const newNonce = (): string => randomUUID();
