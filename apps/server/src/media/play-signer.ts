import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a play address stays valid by default (decision 0018). */
export const DEFAULT_PLAY_URL_TTL_MS = 10 * 60 * 1000;

/** Why a signed address was refused. */
export type PlayCheck = "ok" | "expired" | "invalid";

const SIGN = /^[0-9a-f]{32}$/;
const EXPIRES = /^\d{1,12}$/;

/**
 * Signs and checks the query of play addresses (§7 "stream addresses are signed and expire"):
 * `expires=<epoch seconds>&sign=<32 hex>`, the sign an HMAC-SHA256 of `resource:expires` under a
 * key of its own. `resource` names what the address opens as a whole (a stream id, a media id),
 * so one signature covers a stream's playlists and segments. An expired address answers 403 and
 * the client asks for a new one.
 */
export class PlaySigner {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * The query (without "?") that opens `resource` until ttl from now, or until `until` (epoch ms)
   * when that is sooner (a trial viewer's addresses end with the trial).
   */
  query(resource: string, until = Number.POSITIVE_INFINITY): string {
    const expires = Math.ceil(Math.min(this.now() + this.ttlMs, until) / 1000);
    return `expires=${expires}&sign=${this.sign(resource, expires)}`;
  }

  /** Whether `expires`/`sign` (raw query values) open `resource` now. */
  check(resource: string, expires: unknown, sign: unknown): PlayCheck {
    if (typeof expires !== "string" || typeof sign !== "string" || !EXPIRES.test(expires) || !SIGN.test(sign)) return "invalid";
    const expected = Buffer.from(this.sign(resource, Number(expires)), "utf8");
    if (!timingSafeEqual(expected, Buffer.from(sign, "utf8"))) return "invalid";
    return Number(expires) * 1000 < this.now() ? "expired" : "ok";
  }

  private sign(resource: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${resource}:${expires}`).digest("hex").slice(0, 32);
  }
}
