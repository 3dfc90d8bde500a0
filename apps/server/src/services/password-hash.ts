import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { scryptGate } from "./scrypt-gate";

/** Cost parameters for new hashes (scripts/hash-password.mjs uses the same). */
const DEFAULTS = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;
const FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]{8,})\$([A-Za-z0-9+/=]{16,})$/;
/** Refuse absurd parameters read from a file (they would stall the server). */
const MAX_N = 1 << 20;

interface Parsed {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(match[4] ?? "", "base64"), hash: Buffer.from(match[5] ?? "", "base64") };
}

function derive(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** True when `stored` is a well-formed `scrypt$N$r$p$saltB64$hashB64` hash (event files are checked with it). */
export const isPasswordHash = (stored: string): boolean => parse(stored) !== null;

/** Hashes a password for an event file (`access.passwordHash`). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULTS.keyLength, DEFAULTS);
  return `scrypt$${DEFAULTS.N}$${DEFAULTS.r}$${DEFAULTS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * Whether `password` matches the stored scrypt hash (constant-time compare); false for a malformed
 * hash. Runs through the process-wide {@link scryptGate}: throws `ScryptBusy` when it is saturated.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptGate.run(() => derive(password, parsed.salt, parsed.hash.length, parsed));
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}
