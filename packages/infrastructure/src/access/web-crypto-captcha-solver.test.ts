import { describe, expect, it } from "vitest";
import type { CaptchaChallenge } from "@livehall/domain";
import { WebCryptoCaptchaSolver, type Sha256 } from "./web-crypto-captcha-solver";

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A challenge as the server makes one: the hash of salt + a secret number. */
async function challengeFor(number: number, maxNumber = 5_000): Promise<CaptchaChallenge> {
  const salt = "c0ffee?expires=1700000600";
  return { algorithm: "SHA-256", challenge: await sha256Hex(salt + String(number)), salt, maxNumber, signature: "sig", expiresAt: 1 };
}

describe("WebCryptoCaptchaSolver", () => {
  it.each([0, 99, 100, 2_345, 5_000])("finds the number %i and echoes the challenge's fields", async (number) => {
    const challenge = await challengeFor(number);
    await expect(new WebCryptoCaptchaSolver().solve(challenge)).resolves.toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      salt: challenge.salt,
      signature: "sig",
      number: String(number),
    });
  });

  it("accepts an upper-case challenge", async () => {
    const challenge = await challengeFor(7);
    const solution = await new WebCryptoCaptchaSolver().solve({ ...challenge, challenge: challenge.challenge.toUpperCase() });
    expect(solution.number).toBe("7");
  });

  it("rejects with an Error when the number is beyond maxNumber", async () => {
    const challenge = await challengeFor(301, 300);
    await expect(new WebCryptoCaptchaSolver().solve(challenge)).rejects.toThrow(/no number up to 300/);
  });

  it("yields to the event loop while searching, so a timer runs before the search ends", async () => {
    let calls = 0;
    const neverMatches: Sha256 = () => {
      calls++;
      return Promise.resolve(new ArrayBuffer(32));
    };
    let callsWhenTimerRan = -1;
    const challenge = await challengeFor(1, 4_999);
    calls = 0;
    // Armed only now: while the challenge was made the timer could already have fired.
    setTimeout(() => (callsWhenTimerRan = calls), 0);
    await expect(new WebCryptoCaptchaSolver(neverMatches, 1_000).solve(challenge)).rejects.toThrow(Error);
    expect(calls).toBe(5_000);
    expect(callsWhenTimerRan).toBeGreaterThan(0);
    expect(callsWhenTimerRan).toBeLessThanOrEqual(1_000);
  });
});
