import type { CaptchaSolver } from "@livehall/application";
import type { CaptchaChallenge, CaptchaSolution } from "@livehall/domain";

/** SHA-256 of some bytes, as WebCrypto's `subtle.digest("SHA-256", …)` gives it. */
export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

/** How many numbers are tried between two yields to the event loop (the page stays responsive). */
export const CAPTCHA_TRIES_PER_YIELD = 1000;
/** Digests started together: WebCrypto answers them in parallel, much faster than one by one. */
const BATCH = 100;

const webCryptoSha256: Sha256 = (data) => globalThis.crypto.subtle.digest("SHA-256", data);

/**
 * Solves the proof-of-work captcha (ALTCHA scheme, decision 0012) in the page with WebCrypto:
 * tries n = 0, 1, … maxNumber until SHA-256(salt + n) in hex equals the challenge. Digests run in
 * small parallel batches and the search yields to the event loop every
 * {@link CAPTCHA_TRIES_PER_YIELD} tries so input and rendering go on meanwhile. Rejects with an
 * Error when no number in range matches (a broken or foreign challenge).
 */
export class WebCryptoCaptchaSolver implements CaptchaSolver {
  constructor(
    private readonly sha256: Sha256 = webCryptoSha256,
    private readonly triesPerYield = CAPTCHA_TRIES_PER_YIELD,
  ) {}

  async solve(challenge: CaptchaChallenge): Promise<CaptchaSolution> {
    const target = challenge.challenge.toLowerCase();
    const encoder = new TextEncoder();
    let sinceYield = 0;
    for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
      const end = Math.min(start + BATCH - 1, challenge.maxNumber);
      const numbers = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
      const digests = await Promise.all(numbers.map((n) => this.sha256(encoder.encode(challenge.salt + String(n)))));
      const found = digests.findIndex((digest) => toHex(digest) === target);
      if (found >= 0) return solutionOf(challenge, start + found);
      sinceYield += numbers.length;
      if (sinceYield >= this.triesPerYield) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
    throw new Error(`captcha: no number up to ${String(challenge.maxNumber)} solves the challenge`);
  }
}

function solutionOf(challenge: CaptchaChallenge, number: number): CaptchaSolution {
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    signature: challenge.signature,
    number: String(number),
  };
}

function toHex(digest: ArrayBuffer): string {
  let hex = "";
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
