import { DEFAULT_ERROR_KEY, eventPath, type ErrorDecision } from "@livehall/domain";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";

/** The ports an error decision acts through. */
export interface ErrorDecisionPorts {
  readonly navigator: Navigator;
  readonly notifier: Notifier;
  readonly clock: Clock;
  readonly tokenStore: TokenStore;
}

/** The page the viewer was on, as the `from`/`originUrl` of §2 redirects. */
export function currentUrl(navigator: Navigator): string {
  const { path, search } = navigator.current();
  return `${path}${search}`;
}

/** Where each §8 redirect target lives (§2 routes). */
export function redirectPath(
  target: NonNullable<ErrorDecision["redirect"]>["target"],
  eventNumber: string | null,
  navigator: Navigator,
): string {
  switch (target) {
    case "noAccess":
      return "/noAccess";
    case "noFound":
      return "/noFound";
    case "landing":
      return eventNumber ? eventPath(eventNumber, "landing") : "/noFound";
    case "duplication":
      return `/duplication-device?from=${encodeURIComponent(currentUrl(navigator))}`;
    case "pageError":
      return `/pageError?originUrl=${encodeURIComponent(currentUrl(navigator))}`;
  }
}

/**
 * Logs the viewer out of an event (§4 "Logout goes to the access page, clears state and the
 * stored token"): the access page gets the current URL as state.from so entering again
 * brings the viewer back.
 */
export function logOut(ports: ErrorDecisionPorts, eventNumber: string): void {
  const from = currentUrl(ports.navigator);
  ports.tokenStore.remove(eventNumber);
  ports.navigator.navigate(eventPath(eventNumber, "access"), { replace: true, state: { from } });
}

/**
 * Carries out what the §8 catalogue decided for a failed call, so use-cases don't repeat it:
 * shows the message (the server's own text when the key is the default one), redirects after
 * the decided delay through the Clock (the Navigator carries the query along on every
 * navigation, so `keepSearch` holds for every target), logs out after a delay (HTTP 401), or logs out at once
 * when the token must be obtained again (re-authentication codes). Logout needs the event.
 */
export function applyErrorDecision(decision: ErrorDecision, ports: ErrorDecisionPorts, eventNumber: string | null): void {
  if (decision.messageKey !== null) {
    ports.notifier.notify(
      decision.messageKey === DEFAULT_ERROR_KEY && decision.serverMessage
        ? { level: "error", key: decision.messageKey, text: decision.serverMessage }
        : { level: "error", key: decision.messageKey },
    );
  }
  const { redirect } = decision;
  if (redirect) {
    const go = () => {
      ports.navigator.navigate(redirectPath(redirect.target, eventNumber, ports.navigator), { replace: true });
    };
    if (redirect.delayMs > 0) ports.clock.setTimeout(go, redirect.delayMs);
    else go();
    return;
  }
  if (eventNumber === null) return;
  if (decision.logoutAfterMs !== null) {
    ports.clock.setTimeout(() => {
      logOut(ports, eventNumber);
    }, decision.logoutAfterMs);
  } else if (decision.reauthenticate) {
    logOut(ports, eventNumber);
  }
}
