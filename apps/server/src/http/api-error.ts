import { BODY_CODES } from "@livehall/wire";

/**
 * A failure a route handler throws on purpose: the error handler answers it as
 * `httpStatus` with the envelope `{code, msg}`.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    /** Sent as the `Retry-After` header (seconds) when set: rate limits say when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** HTTP 429, body 100105, with `Retry-After: seconds` (the client shows the wait, decision 0012). */
export const tooManyRequests = (message: string, seconds: number): ApiError =>
  new ApiError(429, BODY_CODES.rateLimited, message, Math.max(1, Math.ceil(seconds)));

/** Unknown event number or id: HTTP 200, body code 151001 '无效的活动' (decision 0004). */
export const eventNotFound = (): ApiError => new ApiError(200, BODY_CODES.eventNotFound, "无效的活动");

/** Unknown room in a known event: HTTP 200, body code 151002. */
export const roomNotFound = (): ApiError => new ApiError(200, BODY_CODES.roomNotFound, "Unknown room");

/** A missing or malformed request parameter: HTTP 400, body code 100400, message naming it. */
export const badParameter = (message: string): ApiError => new ApiError(400, BODY_CODES.badParameter, message);

/** No bearer token, or one that is forged, malformed or bound to another event: HTTP 401. */
export const unauthorized = (message = "Missing or invalid access token"): ApiError => new ApiError(401, "401", message);

/**
 * The bearer token was genuine but has expired: HTTP 401 (issue 3: "expired tokens get 401"), with
 * body code 100041 saying why. The client logs out after 1.5 s like any 401 (§8).
 */
export const tokenExpired = (): ApiError => new ApiError(401, BODY_CODES.tokenExpired, "Access token expired");

/** Not found (unknown /api route, unknown stream or file): HTTP 404. */
export const notFound = (message = "Not found"): ApiError => new ApiError(404, "404", message);

/** 403: a signed play address that expired or was tampered with; the client asks for a new one. */
export const forbidden = (message = "Play address expired"): ApiError => new ApiError(403, "403", message);
