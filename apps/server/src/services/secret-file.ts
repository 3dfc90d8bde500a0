import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";

/** Random bytes a generated secret carries. */
export const SECRET_BYTES = 32;

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9_\-+/]+={0,2}$/;

/**
 * True when `text` can carry 32 random bytes: 64+ hex digits when it is all hex digits, else 43+
 * base64url (or base64) characters.
 */
export function isStrongSecret(text: string): boolean {
  if (HEX.test(text)) return text.length >= 64;
  return BASE64.test(text) && text.replace(/=+$/, "").length >= 43;
}

/**
 * Checks a configured secret (TOKEN_SECRET, LIVEHALL_ADMIN_TOKEN): throws an error naming the
 * variable and the accepted forms unless it is at least 32 random bytes written as base64url or hex.
 */
export function requireStrongSecret(name: string, value: string): string {
  if (!isStrongSecret(value)) {
    throw new Error(
      `${name} must be at least ${SECRET_BYTES} random bytes: 43 or more base64url characters ` +
        "(node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\") or 64 hex digits " +
        `(openssl rand -hex 32); got ${value.length} characters${/\s/.test(value) ? " with spaces" : ""}`,
    );
  }
  return value;
}

function readStored(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Creates `file` with `content` only if it does not exist yet; false when another start won. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${content}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function removeWeak(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * The secret kept in `<dataDir>/<name>` (mode 600): read when it holds a strong secret, otherwise
 * 32 random bytes (base64url) generated and created with an exclusive open, so several servers
 * starting at once on a fresh data folder all end up with the one that was written first. A weak
 * secret left by an older version is replaced.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 50; attempt++) {
    const stored = readStored(file);
    if (stored !== null && isStrongSecret(stored)) return stored;
    if (stored === null) {
      const secret = randomBytes(SECRET_BYTES).toString("base64url");
      if (createExclusive(file, secret)) return secret;
      continue; // another start created it: read the winner's
    }
    if (stored === "" && attempt < 10) {
      pause(20); // the winner has opened the file but not written it yet
      continue;
    }
    removeWeak(file); // weak (an older version's) or left empty by a crash: replace it
  }
  throw new Error(`Could not read or create ${file}`);
}
