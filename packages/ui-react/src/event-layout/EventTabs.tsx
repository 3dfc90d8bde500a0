import { APP_TOKENS } from "@livehall/application";
import { tabClickAccepted } from "@livehall/domain";
import { useRef, type MouseEvent } from "react";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import type { LayoutTab } from "./use-event-layout";

export interface EventTabsProps {
  readonly tabs: readonly LayoutTab[];
  /** "bar": in a row (the desktop top bar); "menu": in a column (the mobile drawer). */
  readonly variant: "bar" | "menu";
  /** Called after a click that navigates (the drawer closes). */
  readonly onNavigate?: () => void;
}

/**
 * The event's live and meeting tabs (§2), a navigation landmark of links: the page shown is
 * `aria-current="page"`. A click navigates in the app (query carried, §2) unless it comes within
 * 600 ms of the last one that did (§9 throttle); a modified click (new tab, window) is the browser's.
 * Nothing renders when the event has neither room.
 */
export function EventTabs({ tabs, variant, onNavigate }: EventTabsProps) {
  const t = useT();
  const navigator = useService(APP_TOKENS.Navigator);
  const lastAccepted = useRef<number | null>(null);
  if (tabs.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: LayoutTab): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const now = Date.now();
    if (!tabClickAccepted(lastAccepted.current, now)) return;
    lastAccepted.current = now;
    if (!tab.current) navigator.navigate(tab.href);
    onNavigate?.();
  };
  return (
    <nav className={`lh-event-tabs lh-event-tabs--${variant}`} aria-label={t("eventLayout.nav")}>
      <ul className="lh-event-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.kind} className="lh-event-tabs__item">
            <a
              className="lh-event-tabs__tab"
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              data-tab={tab.kind}
              onClick={(event) => {
                onClick(event, tab);
              }}
            >
              {t(`eventLayout.tab.${tab.kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
