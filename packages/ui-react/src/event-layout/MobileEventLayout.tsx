import { lazy, Suspense, useId, useState, type ComponentType, type ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";
import { BackToTop } from "./BackToTop";
import { EventLogo } from "./EventLogo";
import { EventTabs } from "./EventTabs";
import type { MobileMenuDrawerProps } from "./MobileMenuDrawer";
import { useEventLayout, type EventLayoutPlace } from "./use-event-layout";
import { useScrollFlags } from "./use-scroll-flags";
import "./EventLayout.css";
import "./MobileEventLayout.css";
import "./mobile-watch.css";

export interface MobileEventLayoutProps extends EventLayoutPlace {
  readonly children?: ReactNode;
  /** Opens with the menu drawer open (stories). */
  readonly initiallyOpen?: boolean;
  /** The drawer to show; the lazily loaded one by default (tests and stories hand in the module's own). */
  readonly drawer?: ComponentType<MobileMenuDrawerProps>;
}

const LazyMenuDrawer = lazy(() => import("./MobileMenuDrawer").then((module) => ({ default: module.MobileMenuDrawer })));

/**
 * The mobile event layout (§2 mobile routes): a bar with the logo (when the organiser shows the top
 * bar) and a menu button that opens the right drawer menu, 140 px wide (§9), holding the live and
 * meeting tabs (mirrored in Arabic); back-to-top as on the desktop. Safe-area insets keep it clear
 * of notches and the home indicator (index.html's viewport-fit=cover). The mobile watch page's
 * arrangement (player on top, sticky; landscape: the player fills the height) is CSS under
 * `.lh-event-layout--mobile` (mobile-watch.css), so the watch page itself is the desktop one. The
 * drawer's code loads when it first opens.
 */
export function MobileEventLayout({
  children,
  initiallyOpen = false,
  drawer: MenuDrawer = LazyMenuDrawer,
  ...place
}: MobileEventLayoutProps) {
  const t = useT();
  const model = useEventLayout(place, true);
  const flags = useScrollFlags(model.decorate.backToTop);
  const [open, setOpen] = useState(initiallyOpen);
  const drawerId = useId();
  const close = (): void => {
    setOpen(false);
  };
  return (
    <div className="lh-event-layout lh-event-layout--mobile">
      <div className="lh-event-bar lh-event-bar--mobile" data-hidden={flags.headerHidden ? "true" : "false"}>
        {model.decorate.topBar.show ? <EventLogo logoUrl={model.logoUrl} eventName={model.eventName} /> : <span />}
        {model.tabs.length > 0 ? (
          <button
            type="button"
            className="lh-event-bar__menu"
            aria-label={t("eventLayout.menu")}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? drawerId : undefined}
            onClick={() => {
              setOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
        ) : null}
      </div>
      {children}
      <BackToTop shown={flags.backToTop} />
      {open ? (
        <Suspense fallback={null}>
          <MenuDrawer id={drawerId} onClose={close}>
            <EventTabs tabs={model.tabs} variant="menu" onNavigate={close} />
          </MenuDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
