import { ApiFailure, DEFAULT_ERROR_KEY, type CaptchaSolution, type ErrorDecision } from "@livehall/domain";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import type { CaptchaService } from "./services";

/** Shown when no captcha could be had and the server said nothing (the solver gave up). */
export const CAPTCHA_UNAVAILABLE_KEY = "captcha.error.unavailable";

/** The message a form keeps in its state after a failure. */
export interface FormMessage {
  /** Catalogue key, null when the failure is silent. */
  readonly messageKey: string | null;
  /** The server's own text, set only when the key is the default one and the server said something. */
  readonly messageText?: string;
  /** ICU values of the key's message (the wait of {@link RETRY_AFTER_KEY}). */
  readonly messageValues?: Readonly<Record<string, number>>;
}

/** Shown for a rate limit (HTTP 429) that said how long to wait: `{seconds}` is the wait. */
export const RETRY_AFTER_KEY = "error.retryAfter";

export const NO_MESSAGE: FormMessage = { messageKey: null };

/** `state` with its message replaced by `message` (an earlier server text does not linger). */
export function withMessage<S extends FormMessage>(state: S, message: FormMessage): S {
  const { messageText: _earlier, messageValues: _earlierValues, ...rest } = state;
  return { ...rest, ...message } as S;
}

/** A captcha that could not be fetched or solved for a reason other than a failed server call. */
export class CaptchaUnavailableError extends Error {
  override readonly name = "CaptchaUnavailableError";
  constructor(readonly reason: unknown) {
    super("no captcha solution");
  }
}

/**
 * The form's captcha solution for one request. Server failures pass as they are (the §8
 * catalogue decides); anything else becomes a {@link CaptchaUnavailableError}.
 */
export async function takeCaptcha(captcha: CaptchaService): Promise<CaptchaSolution> {
  try {
    return await captcha.take();
  } catch (error: unknown) {
    throw error instanceof ApiFailure ? error : new CaptchaUnavailableError(error);
  }
}

/** The message of a §8 decision as a form shows it (the server's text with the default key). */
export function formMessage(decision: Pick<ErrorDecision, "messageKey" | "serverMessage">): FormMessage {
  return decision.messageKey === DEFAULT_ERROR_KEY && decision.serverMessage
    ? { messageKey: decision.messageKey, messageText: decision.serverMessage }
    : { messageKey: decision.messageKey };
}

/**
 * Settles a form's failed call the §8 way, with the message in the form rather than a toast
 * (a form shows its own error next to its fields; one place is enough): returns the message for
 * the form's state and carries out the rest of the decision — redirects after their delay,
 * logout — silently. `timeoutToPageError` (the access flow, §4 "a network time-out goes to
 * /pageError") sends a time-out to /pageError with the current URL as originUrl.
 */
export function settleFormFailure(
  error: unknown,
  ports: ErrorDecisionPorts,
  eventNumber: string | null,
  options: { readonly timeoutToPageError?: boolean } = {},
): FormMessage {
  if (error instanceof CaptchaUnavailableError) return { messageKey: CAPTCHA_UNAVAILABLE_KEY };
  const decision = decisionFor(error);
  const timedOut = options.timeoutToPageError === true && error instanceof ApiFailure && error.kind === "timeout";
  const redirect =
    timedOut && decision.redirect === null ? ({ target: "pageError", delayMs: 0, keepSearch: true } as const) : decision.redirect;
  applyErrorDecision({ ...decision, messageKey: null, redirect }, ports, eventNumber);
  if (error instanceof ApiFailure && error.status === 429 && error.retryAfterSeconds !== null && error.retryAfterSeconds > 0) {
    return { messageKey: RETRY_AFTER_KEY, messageValues: { seconds: error.retryAfterSeconds } };
  }
  return formMessage(decision);
}
