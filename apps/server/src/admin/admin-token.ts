import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = "admin-token";

/** The admin API's token and where it came from. */
export interface AdminToken {
  readonly token: string;
  /** True when read from (or generated into) `<dataDir>/admin-token`; false when configured. */
  readonly fromDataDir: boolean;
}

/**
 * The token of the admin API (`Authorization: Bearer <token>`): `configured` when given (the
 * `adminToken` option, env LIVEHALL_ADMIN_TOKEN; at least 16 characters), otherwise a random token
 * generated on first start and kept in `<dataDir>/admin-token` (mode 600), like the token secret.
 */
export function resolveAdminToken(dataDir: string, configured?: string): AdminToken {
  if (configured !== undefined && configured !== "") {
    if (configured.length < 16 || /\s/.test(configured)) {
      throw new Error("The admin token (LIVEHALL_ADMIN_TOKEN) must be at least 16 characters without spaces");
    }
    return { token: configured, fromDataDir: false };
  }
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32 && !/\s/.test(stored)) return { token: stored, fromDataDir: true };
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString("base64url");
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, fromDataDir: true };
}

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** Compares a presented token with the admin token in constant time (over their SHA-256). */
export function adminTokenMatches(presented: string | null, token: string): boolean {
  if (presented === null) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
