import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { API_PREFIX } from "@livehall/wire";
import type { Database } from "../db/schema";
import { AudienceBans, BAN_TYPE } from "./audience-bans";
import { recordMarks } from "./ban-marks";
import { bannedOnline } from "./session-service";

/** The browser's device cookie: a random id and its MAC, so a made-up id counts as none. */
export const DEVICE_COOKIE = "lh_device";
/** Only the login calls see it. */
const COOKIE_PATH = `${API_PREFIX}/sso`;
/** 400 days, the longest a browser keeps a cookie. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** The browser asking for an anonymous session, as the ban checks see it. */
export interface AnonymousBrowser {
  /** The device id the cookie carries (a new one when it carried none). */
  readonly deviceId: string;
  /** Whether the request brought a genuine device cookie (false: new browser or storage cleared). */
  readonly presented: boolean;
  /** Keyed hashes stored in the session and in ban marks, never the id or the address themselves. */
  readonly deviceKey: string;
  /** Null for a loopback address: see {@link addressTellsNothing}. */
  readonly addressKey: string | null;
  /** browserFingerprint as sent ("" when not). */
  readonly fingerprint: string;
}

/** A ban a new anonymous session runs into: the organiser's ban (`origin`) and its type. */
interface MatchedBan {
  readonly banType: number;
  readonly origin: string;
}

/**
 * Bans of anonymous viewers that outlive their session (decision 0059): an anonymous login reads
 * (or gives) the browser a long-lived device cookie; a ban copies the banned audience's device
 * keys, address keys (for ADDRESS_HOLD_MS, ban-marks.ts) and fingerprints into `ban_marks`; a new
 * anonymous session whose device cookie is marked — or that brings no cookie from a marked
 * address, or a marked fingerprint — inherits the ban: refused (online) or banned from chat.
 * Everything lives in the database, so every server process sees the same bans.
 */
export class BrowserBans {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Buffer,
    private readonly now: () => number,
  ) {}

  /** The browser behind an anonymous login: its verified device cookie (or a new id), address and fingerprint. */
  browserOf(request: FastifyRequest, fingerprint: string): AnonymousBrowser {
    const sent = this.sentDeviceId(request.headers.cookie ?? "");
    const deviceId = sent ?? randomBytes(16).toString("base64url");
    return {
      deviceId,
      presented: sent !== null,
      deviceKey: this.mac(`device:${deviceId}`, 64),
      addressKey: addressTellsNothing(request.ip) ? null : this.mac(`address:${request.ip}`, 64),
      fingerprint,
    };
  }

  /** Sets (or renews) the device cookie: HttpOnly, SameSite=Lax, Secure over https, login calls only. */
  setCookie(request: FastifyRequest, reply: FastifyReply, browser: AnonymousBrowser): void {
    const secure = request.protocol === "https" ? "; Secure" : "";
    const value = `${browser.deviceId}.${this.mac(`cookie:${browser.deviceId}`, 22)}`;
    reply.header(
      "set-cookie",
      `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  /**
   * Before an anonymous session is issued: a browser an online ban holds against is refused (body
   * 100403) and marked, so it stays refused for the ban's life even once the address part ends.
   * Answers the chat bans the new session must inherit ({@link inherit}).
   */
  async admit(eventId: string, browser: AnonymousBrowser): Promise<readonly MatchedBan[]> {
    const matches = await this.matching(eventId, browser);
    const online = matches.find((match) => match.banType === BAN_TYPE.online);
    if (online) {
      await this.mark(eventId, online, browser);
      throw bannedOnline();
    }
    return matches;
  }

  /** The new anonymous audience inherits each matched ban (its own marks then join the ban). */
  async inherit(eventId: string, audienceId: string, matches: readonly MatchedBan[]): Promise<void> {
    const bans = new AudienceBans(this.db);
    for (const match of matches) {
      if (match.banType === BAN_TYPE.chat) await bans.impose(eventId, audienceId, BAN_TYPE.chat, this.now(), match.origin);
    }
  }

  private async matching(eventId: string, browser: AnonymousBrowser): Promise<MatchedBan[]> {
    const now = this.now();
    const rows = await this.db
      .selectFrom("ban_marks")
      .select(["ban_type", "origin_audience_id"])
      .where("event_id", "=", eventId)
      .where((w) => w.or([w("expires_at", "is", null), w("expires_at", ">", now)]))
      .where((w) => {
        // A genuine device cookie speaks for the browser; only a browser without one is judged by its address.
        const any = [w.and([w("kind", "=", "device"), w("mark", "=", browser.deviceKey)])];
        if (!browser.presented && browser.addressKey !== null)
          any.push(w.and([w("kind", "=", "address"), w("mark", "=", browser.addressKey)]));
        if (browser.fingerprint !== "") any.push(w.and([w("kind", "=", "fingerprint"), w("mark", "=", browser.fingerprint)]));
        return w.or(any);
      })
      .execute();
    const seen = new Map<number, MatchedBan>();
    for (const row of rows) seen.set(row.ban_type, { banType: row.ban_type, origin: row.origin_audience_id });
    return [...seen.values()];
  }

  /** A refused browser's new device key joins the ban; its address part starts again. */
  private async mark(eventId: string, ban: MatchedBan, browser: AnonymousBrowser): Promise<void> {
    await recordMarks(
      this.db,
      eventId,
      ban.banType,
      ban.origin,
      [{ device_key: browser.deviceKey, address_key: browser.addressKey, device_id: null }],
      this.now(),
    );
  }

  private sentDeviceId(cookieHeader: string): string | null {
    for (const part of cookieHeader.split(";")) {
      const at = part.indexOf("=");
      if (at === -1 || part.slice(0, at).trim() !== DEVICE_COOKIE) continue;
      const match = DEVICE_VALUE.exec(part.slice(at + 1).trim());
      if (!match?.[1] || !match[2]) continue;
      const expected = Buffer.from(this.mac(`cookie:${match[1]}`, 22));
      if (timingSafeEqual(expected, Buffer.from(match[2]))) return match[1];
    }
    return null;
  }

  private mac(text: string, length: number): string {
    return createHmac("sha256", this.key).update(text).digest("base64url").slice(0, length);
  }
}

/**
 * A loopback address is this machine: every request a reverse proxy not declared in `TRUST_PROXY`
 * forwards comes from it, so it would put all viewers behind one address. It is never marked.
 */
function addressTellsNothing(ip: string): boolean {
  return ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}
