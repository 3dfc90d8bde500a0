import type { CaptchaChallenge, CaptchaSolution } from "@livehall/domain";
import type { CaptchaChallengeDTO, CaptchaSolutionDTO } from "@livehall/wire";
import { loose, num, text } from "../api/loose";

/** The range the server uses when it names none (decision 0012). */
export const DEFAULT_CAPTCHA_MAX_NUMBER = 50_000;
/** A challenge never makes the browser try more numbers than this, whatever the server says. */
export const CAPTCHA_MAX_NUMBER_CAP = 5_000_000;

/**
 * GET /sso/captcha → CaptchaChallenge. A missing or wrong-typed field gets a safe default (empty
 * text, the default range); the range is clamped to [0, {@link CAPTCHA_MAX_NUMBER_CAP}].
 */
export function mapCaptchaChallenge(data: unknown): CaptchaChallenge {
  const dto = loose<CaptchaChallengeDTO>(data);
  const maxNumber = Math.floor(num(dto.maxNumber, DEFAULT_CAPTCHA_MAX_NUMBER));
  return {
    algorithm: "SHA-256",
    challenge: text(dto.challenge).toLowerCase(),
    salt: text(dto.salt),
    maxNumber: Math.min(Math.max(maxNumber, 0), CAPTCHA_MAX_NUMBER_CAP),
    signature: text(dto.signature),
    expiresAt: num(dto.expiresAt),
  };
}

/** A solved captcha as the `captcha` field of a request body: exactly the five string fields. */
export function captchaParams(solution: CaptchaSolution): CaptchaSolutionDTO {
  return {
    algorithm: solution.algorithm,
    challenge: solution.challenge,
    salt: solution.salt,
    signature: solution.signature,
    number: solution.number,
  };
}
