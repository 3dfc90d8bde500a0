import { createHash } from "node:crypto";
import type { CaptchaChallengeDTO, CaptchaSolutionDTO } from "@livehall/wire";

/** Solves a proof-of-work challenge the way a browser does (tests keep maxNumber small). */
export function solveCaptcha(challenge: CaptchaChallengeDTO): CaptchaSolutionDTO {
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, salt, signature, number: String(number) };
    }
  }
  throw new Error("captcha has no solution up to maxNumber");
}
