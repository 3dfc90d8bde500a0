import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { BODY_CODES, type AuthResultDTO } from "@livehall/wire";
import type { AudiencesTable, Database } from "../db/schema";
import { ApiError, tokenExpired, unauthorized } from "../http/api-error";
import { AudienceBans, BAN_TYPE } from "./audience-bans";
import { supersedeDuplicates } from "./duplication";
import type { EventRow } from "./event-store";
import type { TokenClaims, TokenSigner } from "./token-signer";

export const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Absolute session age: a session (one login) refreshes for at most this long, then the viewer
 * logs in again (refresh tokens never outlive it).
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Refresh grace window (decision 0022): the refresh token a session was just rotated from is
 * answered again with the same successor pair for this long (two tabs, a retry after a lost
 * answer); later it counts as reuse and revokes the session.
 */
export const REFRESH_GRACE_MS = 60 * 1000;
/** §3 User type 4. */
export const ANONYMOUS_AUDIENCE = 4;
/** §3 User type 3: a viewer who logged in (code, white list, external, WeChat, signup). */
export const ID_AUDIENCE = 3;
/** §3 Ban type 2 (ban online); services/audience-bans.ts stores the bans. */
const ONLINE_BAN = BAN_TYPE.online;

export type AudienceRow = Selectable<AudiencesTable>;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const refreshRejected = (message: string): ApiError => new ApiError(200, BODY_CODES.tokenInvalid, message);

/** The session's family was revoked (refresh-token reuse): body 100046, re-authenticate (§8). */
const sessionRevoked = (): ApiError => new ApiError(200, BODY_CODES.sessionRevoked, "Session revoked: log in again");

/** A newer login of the same account replaced this session (§3 duplication): body 100050. */
const sessionSuperseded = (): ApiError => new ApiError(200, BODY_CODES.duplication, "This account has logged in elsewhere");

/** The audience is banned online in the event (§3 ban type 2): '您无权限进入该会场', body 100403. */
export const bannedOnline = (): ApiError => new ApiError(200, BODY_CODES.accessDenied, "您无权限进入该会场");

/** Who a new ID audience is (see {@link SessionService.createIdAudience}). */
export interface IdAudienceInput {
  readonly nickname: string;
  /** Normalized account (e-mail lower-cased or mobile number), null when the login has none. */
  readonly account: string | null;
  /** §3 identity type of the login (1 mobile, 2 email, 3 wechat, 4 external). */
  readonly identityType?: number;
  readonly wechatOpenId?: string;
  readonly externalSubject?: string;
}

/** How an anonymous session is issued (see {@link SessionService.issueAnonymous}). */
export interface AnonymousOptions {
  /** The viewer entered the event's password: never a trial viewer. */
  readonly gatePassed?: boolean;
  /** The new audience's id, when the caller needs it before (a ban it inherits); else a new one. */
  readonly audienceId?: string;
  /** Keyed hashes of the browser's device cookie and address (browser-bans.ts), kept for bans. */
  readonly deviceKey?: string;
  readonly addressKey?: string;
}

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

  /**
   * Creates an anonymous audience (user type 4) for the event and a session for it (unlimited and
   * trial access, and the password gate), remembering the browser `deviceId` when given.
   * `gatePassed`: the viewer entered the event's password, so it never watches on trial.
   */
  async issueAnonymous(event: EventRow, deviceId = "", options: AnonymousOptions = {}): Promise<AuthResultDTO> {
    const now = this.now();
    const audienceId = options.audienceId ?? randomUUID();
    await this.db
      .insertInto("audiences")
      .values({
        id: audienceId,
        event_id: event.id,
        user_type: ANONYMOUS_AUDIENCE,
        nickname: "",
        anonymous_nickname: `观众${String(randomInt(0, 10000)).padStart(4, "0")}`,
        created_at: now,
        gate_passed: options.gatePassed === true ? 1 : 0,
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
        device_id: deviceId === "" ? null : deviceId,
        device_key: options.deviceKey ?? null,
        address_key: options.addressKey ?? null,
      })
      .execute();
    return pair;
  }

  /**
   * Exchanges a refresh token for a new pair (compare-and-swap on the stored hash). The token the
   * session was just rotated from gets the same successor pair again for {@link REFRESH_GRACE_MS}
   * (decision 0022); used later it is reuse and revokes the session. Answers body code 100043 for
   * a forged, reused or revoked token and 100041 for an expired one or a session older than
   * {@link SESSION_MAX_AGE_MS} (both make the client re-authenticate, §8).
   */
  async refresh(refreshToken: string): Promise<AuthResultDTO> {
    const verified = this.signer.verify(refreshToken);
    if (!verified.ok || verified.claims.typ !== "refresh") throw refreshRejected("Invalid refresh token");
    const claims = verified.claims;
    const now = this.now();
    if (claims.exp <= now) throw new ApiError(200, BODY_CODES.tokenExpired, "Refresh token expired");
    const session = await this.db
      .selectFrom("sessions")
      .select(["revoked", "superseded", "created_at"])
      .where("id", "=", claims.sid)
      .executeTakeFirst();
    if (!session || session.revoked === 1) throw refreshRejected("Refresh token revoked");
    if (session.superseded === 1) throw sessionSuperseded();
    const endsAt = session.created_at + SESSION_MAX_AGE_MS;
    if (endsAt <= now) throw new ApiError(200, BODY_CODES.tokenExpired, "Session too old: log in again");
    const usedHash = sha256(refreshToken);
    const pair = successorPair(this.signer, claims, refreshToken, now, endsAt);
    const result = await this.db
      .updateTable("sessions")
      .set({
        refresh_hash: sha256(pair.refreshToken),
        previous_refresh_hash: usedHash,
        rotated_at: now,
        refresh_expires_at: Math.min(now + REFRESH_TOKEN_TTL_MS, endsAt),
        updated_at: now,
      })
      .where("id", "=", claims.sid)
      .where("refresh_hash", "=", usedHash)
      .where("revoked", "=", 0)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return pair;
    const rotated = await this.db
      .selectFrom("sessions")
      .select(["revoked", "previous_refresh_hash", "rotated_at"])
      .where("id", "=", claims.sid)
      .executeTakeFirst();
    const rotatedAt = rotated?.rotated_at ?? null;
    if (rotated?.revoked === 0 && rotated.previous_refresh_hash === usedHash && rotatedAt !== null && now - rotatedAt <= REFRESH_GRACE_MS) {
      // The same token again within the grace window (another tab, a retry): the same successor.
      return successorPair(this.signer, claims, refreshToken, rotatedAt, endsAt);
    }
    // A refresh token used twice was stolen or leaked: revoke the whole family (this session).
    await this.revokeSession(claims.sid);
    throw refreshRejected("Refresh token already used: the session is revoked");
  }

  /**
   * Server-side logout (POST /sso/events/logout, docs/api.md): revokes the session (its refresh
   * family) that `refreshToken` belongs to, so neither its refresh nor its access tokens work any
   * more. A forged or foreign token changes nothing; answers whether a session was revoked.
   */
  async logout(refreshToken: string): Promise<boolean> {
    const verified = this.signer.verify(refreshToken);
    if (!verified.ok || verified.claims.typ !== "refresh") return false;
    const hash = sha256(refreshToken);
    const result = await this.db
      .updateTable("sessions")
      .set({ revoked: 1, updated_at: this.now() })
      .where("id", "=", verified.claims.sid)
      .where("revoked", "=", 0)
      .where((eb) => eb.or([eb("refresh_hash", "=", hash), eb("previous_refresh_hash", "=", hash)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  private async revokeSession(sessionId: string): Promise<void> {
    await this.db.updateTable("sessions").set({ revoked: 1, updated_at: this.now() }).where("id", "=", sessionId).execute();
  }

  /**
   * The viewer behind an `Authorization` header for `eventId`. Throws HTTP 401 when the token is
   * missing, forged, not an access token, bound to another event or its session is gone; body
   * code 100041 when expired, 100046 when its session was revoked (refresh-token reuse) and 100050
   * when a newer login of the same account superseded it (§3 duplication).
   */
  async authenticate(authorization: string | undefined, eventId: string): Promise<TokenClaims> {
    const token = bearerToken(authorization);
    if (token === null) throw unauthorized("Missing bearer token");
    const verified = this.signer.verify(token);
    if (!verified.ok || verified.claims.typ !== "access") throw unauthorized("Invalid access token");
    if (verified.claims.eid !== eventId) throw unauthorized("Access token belongs to another event");
    if (verified.claims.exp <= this.now()) throw tokenExpired();
    const session = await this.db
      .selectFrom("sessions")
      .select(["revoked", "superseded"])
      .where("id", "=", verified.claims.sid)
      .where("event_id", "=", eventId)
      .executeTakeFirst();
    if (!session) throw unauthorized("Unknown session");
    if (session.revoked === 1) throw sessionRevoked();
    if (session.superseded === 1) throw sessionSuperseded();
    return verified.claims;
  }

  /** Like {@link authenticate} but answers null instead of throwing (personal brief). */
  async viewerOrNull(authorization: string | undefined, eventId: string): Promise<TokenClaims | null> {
    if (authorization === undefined) return null; // anonymous: no error (and stack trace) to build
    try {
      return await this.authenticate(authorization, eventId);
    } catch {
      return null;
    }
  }

  /**
   * Creates an ID audience (user type 3) of the event; answers its id. Race-safe: an account,
   * WeChat openId or external subject names one audience per event (unique indexes, migration
   * 0008), so when a parallel first login created it meanwhile, the insert does nothing and the
   * existing audience's id is answered.
   */
  async createIdAudience(event: EventRow, input: IdAudienceInput): Promise<string> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto("audiences")
      .values({
        id,
        event_id: event.id,
        user_type: ID_AUDIENCE,
        nickname: input.nickname,
        anonymous_nickname: "",
        created_at: this.now(),
        account: input.account,
        identity_type: input.identityType ?? null,
        wechat_open_id: input.wechatOpenId ?? null,
        external_subject: input.externalSubject ?? null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows !== 0n) return id;
    const existing = await this.db
      .selectFrom("audiences")
      .select("id")
      .where("event_id", "=", event.id)
      .where((eb) =>
        eb.or([
          ...(input.account !== null ? [eb("account", "=", input.account)] : []),
          ...(input.wechatOpenId !== undefined ? [eb("wechat_open_id", "=", input.wechatOpenId)] : []),
          ...(input.externalSubject !== undefined ? [eb("external_subject", "=", input.externalSubject)] : []),
        ]),
      )
      .orderBy("created_at")
      .executeTakeFirst();
    if (!existing) throw new Error("audience insert conflicted but no audience holds its identity");
    return existing.id;
  }

  /** The ID audience of the event that logged in with `account` (normalized), oldest first. */
  findByAccount(eventId: string, account: string): Promise<AudienceRow | undefined> {
    return this.db
      .selectFrom("audiences")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("account", "=", account)
      .where("user_type", "=", ID_AUDIENCE)
      .orderBy("created_at")
      .executeTakeFirst();
  }

  /** Sets the audience's nickname (already checked: PUT /events/{eventId}/audiences). */
  async setNickname(audienceId: string, nickname: string): Promise<void> {
    await this.db.updateTable("audiences").set({ nickname }).where("id", "=", audienceId).execute();
  }

  /**
   * Logs `audienceId` in from the browser `deviceId` (browserFingerprint, "" when unknown): a new
   * session and token pair, then the event's duplication rules supersede older sessions of the
   * same ID audience. Every login path (code, white list, external, WeChat, signup) ends here.
   */
  async login(event: EventRow, audienceId: string, deviceId: string): Promise<AuthResultDTO> {
    const audience = await this.findAudience(audienceId);
    if (audience?.event_id !== event.id) throw unauthorized("Unknown audience");
    await this.assertNotBanned(event.id, audience.id);
    const now = this.now();
    const sessionId = randomUUID();
    const pair = this.tokens({ eid: event.id, uid: audience.id, ut: audience.user_type, sid: sessionId }, now);
    await this.db
      .insertInto("sessions")
      .values({
        id: sessionId,
        event_id: event.id,
        audience_id: audience.id,
        refresh_hash: sha256(pair.refreshToken),
        refresh_expires_at: now + REFRESH_TOKEN_TTL_MS,
        created_at: now,
        updated_at: now,
        device_id: deviceId === "" ? null : deviceId,
      })
      .execute();
    await this.applyDuplicationRules(event, audience.id, sessionId);
    return pair;
  }

  /**
   * The §3 duplication rules after a login whose new session is `keepSessionId`: older sessions
   * of the same ID audience are superseded per the event's forbidden types (their calls then
   * answer 100050). Anonymous audiences are never duplicates. {@link login} calls it; a path that
   * issues its own session calls it right after.
   */
  async applyDuplicationRules(event: EventRow, audienceId: string, keepSessionId: string): Promise<void> {
    const audience = await this.findAudience(audienceId);
    if (!audience || audience.user_type === ANONYMOUS_AUDIENCE) return;
    await supersedeDuplicates(this.db, event, audienceId, keepSessionId);
  }

  /**
   * Refuses (body 100403, '您无权限进入该会场') an audience banned online in the event: every login
   * path ({@link login}) and websocket admission ask before letting the viewer in.
   */
  async assertNotBanned(eventId: string, audienceId: string): Promise<void> {
    if (await new AudienceBans(this.db).isBanned(eventId, audienceId, ONLINE_BAN)) throw bannedOnline();
  }

  /**
   * Refuses (body 100403) a new anonymous session from a browser (`deviceId`, its
   * browserFingerprint) that an audience banned online in the event used: best effort, a browser
   * can send another fingerprint, but the banned viewer's own browser does not walk straight back in.
   */
  async assertDeviceNotBanned(eventId: string, deviceId: string): Promise<void> {
    if (deviceId === "") return;
    const ban = await this.db
      .selectFrom("sessions")
      .innerJoin("audience_bans", (join) =>
        join.onRef("audience_bans.audience_id", "=", "sessions.audience_id").onRef("audience_bans.event_id", "=", "sessions.event_id"),
      )
      .select("sessions.id")
      .where("sessions.event_id", "=", eventId)
      .where("sessions.device_id", "=", deviceId)
      .where("audience_bans.ban_type", "=", ONLINE_BAN)
      .executeTakeFirst();
    if (ban) throw bannedOnline();
  }

  findAudience(audienceId: string): Promise<AudienceRow | undefined> {
    return this.db.selectFrom("audiences").selectAll().where("id", "=", audienceId).executeTakeFirst();
  }

  /** A fresh pair for a new session (login, access auth). */
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

/** The successor's token id, derived from the token it replaces (decision 0022). */
const successorId = (usedToken: string, purpose: "access" | "refresh"): string =>
  createHash("sha256").update(`livehall-successor:${purpose}:${usedToken}`).digest("base64url").slice(0, 32);

/**
 * The pair that replaces `usedToken` when rotated at `rotatedAt`: a pure function of the used
 * token, the rotation time and the session, so the grace window answers the same pair again
 * without storing any token (decision 0022). The refresh token never outlives the session's
 * absolute age (`endsAt`).
 */
function successorPair(signer: TokenSigner, claims: TokenClaims, usedToken: string, rotatedAt: number, endsAt: number): AuthResultDTO {
  const base = { eid: claims.eid, uid: claims.uid, ut: claims.ut, sid: claims.sid };
  const expiration = rotatedAt + ACCESS_TOKEN_TTL_MS;
  return {
    accessToken: signer.sign({ ...base, typ: "access", exp: expiration, jti: successorId(usedToken, "access") }),
    refreshToken: signer.sign({
      ...base,
      typ: "refresh",
      exp: Math.min(rotatedAt + REFRESH_TOKEN_TTL_MS, endsAt),
      jti: successorId(usedToken, "refresh"),
    }),
    expiration,
  };
}
