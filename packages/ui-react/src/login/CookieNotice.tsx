import { APP_TOKENS, chooseAgreement, INITIAL_CODE_LOGIN } from "@livehall/application";
import { useEffect, useLayoutEffect, useState } from "react";
import { Button } from "../components/Button";
import { useTranslator } from "../i18n/I18nProvider";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { safeHref } from "./safe-href";
import "./CookieNotice.css";

/**
 * How long after the page shows the notice loads the agreements: the watch page's first frame
 * (stream address, player) goes first.
 */
export const COOKIE_NOTICE_DELAY_MS = 2000;

/** localStorage key remembering that the viewer dismissed the cookie notice. */
export const COOKIE_NOTICE_KEY = "livehall:cookieNotice";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === "dismissed";
  } catch {
    return false; // storage disabled: show it (dismissing then lasts for this page)
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_KEY, "dismissed");
  } catch {
    // not remembered: shown again on the next visit
  }
}

export interface CookieNoticeProps {
  readonly eventNumber: string;
  /** Wait before loading the agreements (default {@link COOKIE_NOTICE_DELAY_MS}). */
  readonly loadDelayMs?: number;
}

/**
 * The cookie notice (§3 Agreements cookieFlag): a banner at the foot of the page linking the
 * privacy policy, until the viewer dismisses it (remembered in this browser). The event's
 * agreements are loaded (a little after the page shows) only while the notice may still show.
 */
export function CookieNotice({ eventNumber, loadDelayMs = COOKIE_NOTICE_DELAY_MS }: CookieNoticeProps) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  return (
    <CookieBanner
      eventNumber={eventNumber}
      loadDelayMs={loadDelayMs}
      onDismiss={() => {
        rememberDismissed();
        setDismissed(true);
      }}
    />
  );
}

const SLOT = "\u0001";

/**
 * The CSS property (on the root element) holding the shown notice's height: the page pads its foot
 * and scrolling keeps that much clear, so the notice never covers the last control of a page nor a
 * focused element (WCAG 2.4.11).
 */
export const COOKIE_NOTICE_SPACE = "--lh-cookie-space";

/** Keeps {@link COOKIE_NOTICE_SPACE} equal to the element's height (plus its gap) while it is shown. */
function useReservedFootSpace(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (element === null) return;
    const root = document.documentElement;
    const reserve = () => {
      const gap = Number.parseFloat(getComputedStyle(element).insetBlockEnd) || 0;
      root.style.setProperty(COOKIE_NOTICE_SPACE, `${String(Math.ceil(element.offsetHeight + 2 * gap))}px`);
    };
    reserve();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_NOTICE_SPACE);
    };
  }, [element]);
}

interface CookieBannerProps {
  readonly eventNumber: string;
  readonly loadDelayMs: number;
  readonly onDismiss: () => void;
}

function CookieBanner({ eventNumber, loadDelayMs, onDismiss }: CookieBannerProps) {
  const { t, locale } = useTranslator();
  const service = useOwnService(APP_TOKENS.CodeLogin);
  const { agreements } = useObservable(service.state$, INITIAL_CODE_LOGIN);
  const loaded = agreements !== null;
  const [section, setSection] = useState<HTMLElement | null>(null);
  useReservedFootSpace(section);
  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => {
      void service.load(eventNumber);
    }, loadDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [service, eventNumber, loadDelayMs, loaded]);
  if (agreements?.cookieFlag !== true) return null;

  const href = safeHref(chooseAgreement(agreements.privacyPolicies, locale)?.url) ?? safeHref(agreements.defaultAgreementUrl);
  const policy =
    href === null ? (
      t("cookie.policy")
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t("cookie.policy")}
      </a>
    );
  const [before = "", after = ""] = t("cookie.message", { policy: SLOT }).split(SLOT);
  return (
    <section ref={setSection} className="lh-cookie" aria-label={t("cookie.area")}>
      <p className="lh-cookie__text">
        {before}
        {policy}
        {after}
      </p>
      <Button onClick={onDismiss}>{t("cookie.accept")}</Button>
    </section>
  );
}
