import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = "token-secret";

/**
 * The HMAC key for tokens: `TOKEN_SECRET` when given (at least 16 characters), otherwise a random
 * key generated on first start and kept in `<dataDir>/token-secret` (mode 600), so tokens survive
 * restarts but not a fresh data folder.
 */
export function resolveTokenSecret(dataDir: string, configured?: string): Buffer {
  if (configured !== undefined && configured !== "") {
    if (configured.length < 16) throw new Error("TOKEN_SECRET must be at least 16 characters");
    return Buffer.from(configured, "utf8");
  }
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return Buffer.from(stored, "utf8");
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return Buffer.from(secret, "utf8");
}
