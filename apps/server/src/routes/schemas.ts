/** JSON-schema pieces shared by the route groups (Fastify validates; failures answer 400/100400). */

/** Event and room numbers and ids: short tokens of letters, digits, '_' and '-'. */
export const identifier = { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" } as const;

/** Optional free text a client may send along (fingerprints, channel numbers…). */
export const shortText = { type: "string", maxLength: 512 } as const;

export const eventNumberQuery = {
  type: "object",
  required: ["virtualEventNumber"],
  properties: { virtualEventNumber: identifier },
} as const;

export interface EventNumberQuery {
  virtualEventNumber: string;
}

/** The solved captcha sent along gate, code and login requests (CaptchaSolutionDTO; verified by CaptchaService). */
export const captchaSchema = { type: "object", maxProperties: 16, additionalProperties: shortText } as const;
