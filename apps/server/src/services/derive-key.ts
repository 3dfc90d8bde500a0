import { createHmac } from "node:crypto";

/**
 * A key for one purpose derived from the server's token secret (HMAC-SHA256 of the purpose), so
 * captchas and verification-code hashes never share a key with tokens and one secret configures all.
 */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`livehall/${purpose}`).digest();
}
