import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { BODY_CODES, type AuthResultDTO } from "@livehall/wire";
import type { AudiencesTable, Database } from "../db/schema";
import { ApiError, tokenExpired, unauthorized } from "../http/api-error";
import type { EventRow } from "./event-store";
import type { TokenClaims, TokenSigner } from "./token-signer";

export const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** §3 User type 4. */
export const ANONYMOUS_AUDIENCE = 4;

export type AudienceRow = Selectable<AudiencesTable>;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const refreshRejected = (message: string): ApiError => new ApiError(200, BODY_CODES.tokenInvalid, message);

/** Reads `Authorization: Bearer <token>`; null when absent or another scheme. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Issues, rotates and checks the per-event tokens of §3/§6: an access token (2 h) and a refresh
 * token (30 days), both HMAC-signed and bound to one event. Only the SHA-256 of the current
 * refresh token is stored; rotating replaces it, so an old refresh token is refused afterwards.
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly signer: TokenSigner,
    private readonly now: () => number,
  ) {}

  /** Creates an anonymous audience (user type 4) for the event and a session for it. */
  async issueAnonymous(event: EventRow): Promise<AuthResultDTO> {
    const now = this.now();
    const audienceId = randomUUID();
    await this.db
      .insertInto("audiences")
      .values({
        id: audienceId,
        event_id: event.id,
        user_type: ANONYMOUS_AUDIENCE,
        nickname: "",
        anonymous_nickname: `观众${String(randomInt(0, 10000)).padStart(4, "0")}`,
        created_at: now,
      })
      .execute();
    const sessionId = randomUUID();
    const pair = this.tokens({ eid: event.id, uid: audienceId, ut: ANONYMOUS_AUDIENCE, sid: sessionId }, now);
    await this.db
      .insertInto("sessions")
      .values({
        id: sessionId,
        event_id: event.id,
        audience_id: audienceId,
        refresh_hash: sha256(pair.refreshToken),
        refresh_expires_at: now + REFRESH_TOKEN_TTL_MS,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return pair;
  }

  /**
   * Exchanges a refresh token for a new pair. Answers body code 100043 for a forged, reused or
   * revoked token and 100041 for an expired one (both make the client re-authenticate, §8).
   */
  async refresh(refreshToken: string): Promise<AuthResultDTO> {
    const verified = this.signer.verify(refreshToken);
    if (!verified.ok || verified.claims.typ !== "refresh") throw refreshRejected("Invalid refresh token");
    const claims = verified.claims;
    const now = this.now();
    if (claims.exp <= now) throw new ApiError(200, BODY_CODES.tokenExpired, "Refresh token expired");
    const pair = this.tokens(claims, now);
    const result = await this.db
      .updateTable("sessions")
      .set({ refresh_hash: sha256(pair.refreshToken), refresh_expires_at: now + REFRESH_TOKEN_TTL_MS, updated_at: now })
      .where("id", "=", claims.sid)
      .where("refresh_hash", "=", sha256(refreshToken))
      .where("revoked", "=", 0)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw refreshRejected("Refresh token already used or revoked");
    return pair;
  }

  /**
   * The viewer behind an `Authorization` header for `eventId`. Throws HTTP 401 when the token is
   * missing, forged, not an access token or bound to another event; body code 100041 when expired.
   */
  authenticate(authorization: string | undefined, eventId: string): TokenClaims {
    const token = bearerToken(authorization);
    if (token === null) throw unauthorized("Missing bearer token");
    const verified = this.signer.verify(token);
    if (!verified.ok || verified.claims.typ !== "access") throw unauthorized("Invalid access token");
    if (verified.claims.eid !== eventId) throw unauthorized("Access token belongs to another event");
    if (verified.claims.exp <= this.now()) throw tokenExpired();
    return verified.claims;
  }

  /** Like {@link authenticate} but answers null instead of throwing (personal brief). */
  viewerOrNull(authorization: string | undefined, eventId: string): TokenClaims | null {
    try {
      return this.authenticate(authorization, eventId);
    } catch {
      return null;
    }
  }

  findAudience(audienceId: string): Promise<AudienceRow | undefined> {
    return this.db.selectFrom("audiences").selectAll().where("id", "=", audienceId).executeTakeFirst();
  }

  private tokens(subject: Pick<TokenClaims, "eid" | "uid" | "ut" | "sid">, now: number): AuthResultDTO {
    const base = { eid: subject.eid, uid: subject.uid, ut: subject.ut, sid: subject.sid };
    const expiration = now + ACCESS_TOKEN_TTL_MS;
    return {
      accessToken: this.signer.sign({ ...base, typ: "access", exp: expiration, jti: randomUUID() }),
      refreshToken: this.signer.sign({ ...base, typ: "refresh", exp: now + REFRESH_TOKEN_TTL_MS, jti: randomUUID() }),
      expiration,
    };
  }
}
