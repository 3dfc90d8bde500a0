import { useT } from "../i18n/I18nProvider";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";

export interface BackToTopProps {
  readonly shown: boolean;
}

/**
 * The back-to-top button (§3 `backTopFlag`): scrolls the window to the top (at once under reduced
 * motion, smoothly otherwise) and moves focus to the page's main landmark, so keyboard and screen
 * reader users land where they see the page. Not rendered while hidden (never a hidden focus stop).
 */
export function BackToTop({ shown }: BackToTopProps) {
  const t = useT();
  const reduced = usePrefersReducedMotion();
  if (!shown) return null;
  return (
    <button
      type="button"
      className="lh-back-to-top"
      aria-label={t("eventLayout.backToTop")}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
