import type { ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";
import { EventLanguageSwitcher } from "../language/EventLanguageSwitcher";
import { ThemeToggle } from "../theme/ThemeToggle";
import "./PageShell.css";

export interface PageShellProps {
  /** Shown in the banner: the event name when known, else the app name. */
  readonly brand?: string | null;
  /** "watch" gives the page the player's full-width layout. */
  readonly variant?: "plain" | "watch";
  /** Shown in the banner before the theme toggle (the watch page's viewer bar). */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * The frame of every page: a skip link, a banner with the brand, the event's language switcher
 * (§5, when it offers a choice) and the theme toggle, and the
 * page's <main> landmark (focusable, the skip link's target).
 */
export function PageShell({ brand = null, variant = "plain", actions = null, children }: PageShellProps) {
  const t = useT();
  return (
    <div className={`lh-shell lh-shell--${variant}`}>
      <a className="lh-shell__skip" href="#main">
        {t("app.skipToContent")}
      </a>
      <header className="lh-shell__banner">
        <span className="lh-shell__brand">{brand ?? t("app.name")}</span>
        <div className="lh-shell__actions">
          {actions}
          <EventLanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="lh-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
