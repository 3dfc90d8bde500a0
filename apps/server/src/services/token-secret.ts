import { readOrCreateSecret, requireStrongSecret } from "./secret-file";

const FILE = "token-secret";

/**
 * The HMAC key for tokens: `TOKEN_SECRET` when given (at least 32 random bytes: 43+ base64url
 * characters or 64 hex digits), otherwise 32 random bytes generated on first start and kept in
 * `<dataDir>/token-secret` (mode 600, created exclusively so parallel starts agree), so tokens
 * survive restarts but not a fresh data folder.
 */
export function resolveTokenSecret(dataDir: string, configured?: string): Buffer {
  if (configured !== undefined && configured !== "") return Buffer.from(requireStrongSecret("TOKEN_SECRET", configured), "utf8");
  return Buffer.from(readOrCreateSecret(dataDir, FILE), "utf8");
}
