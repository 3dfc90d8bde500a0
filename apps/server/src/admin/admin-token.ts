import { createHash, timingSafeEqual } from "node:crypto";
import { readOrCreateSecret, requireStrongSecret } from "../services/secret-file";

const FILE = "admin-token";

/** The admin API's token and where it came from. */
export interface AdminToken {
  readonly token: string;
  /** True when read from (or generated into) `<dataDir>/admin-token`; false when configured. */
  readonly fromDataDir: boolean;
}

/**
 * The token of the admin API (`Authorization: Bearer <token>`): `configured` when given (the
 * `adminToken` option, env LIVEHALL_ADMIN_TOKEN; at least 32 random bytes: 43+ base64url characters
 * or 64 hex digits), otherwise 32 random bytes generated on first start and kept in
 * `<dataDir>/admin-token` (mode 600, created exclusively so parallel starts agree), like the token secret.
 */
export function resolveAdminToken(dataDir: string, configured?: string): AdminToken {
  if (configured !== undefined && configured !== "") {
    return { token: requireStrongSecret("The admin token (LIVEHALL_ADMIN_TOKEN)", configured), fromDataDir: false };
  }
  return { token: readOrCreateSecret(dataDir, FILE), fromDataDir: true };
}

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** Compares a presented token with the admin token in constant time (over their SHA-256). */
export function adminTokenMatches(presented: string | null, token: string): boolean {
  if (presented === null) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
