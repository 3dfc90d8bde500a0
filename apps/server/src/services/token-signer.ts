import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token carries. `typ` keeps access and refresh tokens from standing in for each other. */
export interface TokenClaims {
  readonly typ: "access" | "refresh";
  /** Event id the token is bound to. */
  readonly eid: string;
  /** Audience (user) id. */
  readonly uid: string;
  /** User type (§3): 4 anonymous audience. */
  readonly ut: number;
  /** Session id: refresh rotation and revocation act on it. */
  readonly sid: string;
  /** Expiry, epoch ms. */
  readonly exp: number;
  /** Random id, so two tokens issued in the same millisecond still differ. */
  readonly jti: string;
}

export type VerifyResult =
  { readonly ok: true; readonly claims: TokenClaims } | { readonly ok: false; readonly reason: "malformed" | "signature" };

const MAX_TOKEN_LENGTH = 2048;

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    (c["typ"] === "access" || c["typ"] === "refresh") &&
    typeof c["eid"] === "string" &&
    typeof c["uid"] === "string" &&
    typeof c["sid"] === "string" &&
    typeof c["jti"] === "string" &&
    Number.isInteger(c["ut"]) &&
    Number.isFinite(c["exp"])
  );
}

/**
 * HMAC-SHA256 signed tokens, `base64url(claims JSON).base64url(signature)`. Verifying checks the
 * shape and the signature; expiry and event binding are the caller's rules (they answer
 * differently: §8 100041 vs HTTP 401).
 */
export class TokenSigner {
  constructor(private readonly secret: Buffer) {}

  sign(claims: TokenClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return `${payload}.${this.mac(payload).toString("base64url")}`;
  }

  verify(token: string): VerifyResult {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
    const [payload, signature, extra] = token.split(".");
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
    const given = Buffer.from(signature, "base64url");
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return { ok: false, reason: "malformed" };
    }
    return isClaims(claims) ? { ok: true, claims } : { ok: false, reason: "malformed" };
  }

  private mac(payload: string): Buffer {
    return createHmac("sha256", this.secret).update(payload).digest();
  }
}
