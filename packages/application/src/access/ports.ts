import type { CaptchaChallenge, CaptchaSolution } from "@livehall/domain";

/**
 * The self-hosted proof-of-work captcha (decision 0012). The gate, code and login forms fetch a
 * challenge before submitting and fetch a new one after every failure (§4 "captcha resets").
 */
export interface CaptchaApi {
  /** GET /sso/captcha */
  getCaptcha(): Promise<CaptchaChallenge>;
}

/**
 * Solves a captcha challenge on the viewer's device (a few hundred ms of hashing). Rejects with an
 * Error when no number in range matches (a broken challenge).
 */
export interface CaptchaSolver {
  solve(challenge: CaptchaChallenge): Promise<CaptchaSolution>;
}
