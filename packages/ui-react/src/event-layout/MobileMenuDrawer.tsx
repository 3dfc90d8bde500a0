import { MOBILE_DRAWER_WIDTH_PX } from "@livehall/domain";
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";

const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

export interface MobileMenuDrawerProps {
  readonly id: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The mobile event layout's menu (§2): a drawer 140 px wide at the window's end (the right, the
 * left in Arabic) over a backdrop. A modal dialog: focus moves to its first control when it opens,
 * Tab and Shift+Tab cycle inside it, Escape, the close button and a tap on the backdrop close it,
 * and focus returns to what had it (the menu button). Mount it to open it, unmount it to close it.
 */
export function MobileMenuDrawer({ id, onClose, children }: MobileMenuDrawerProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector(".lh-mobile-menu__body")?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected === true) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== "Tab" || panel === null) return;
    const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items.at(-1);
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="lh-mobile-menu">
      <div className="lh-mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="lh-mobile-menu__panel"
        style={{ inlineSize: MOBILE_DRAWER_WIDTH_PX }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="lh-mobile-menu__header">
          <h2 id={titleId} className="lh-mobile-menu__title">
            {t("eventLayout.menu")}
          </h2>
          <button type="button" className="lh-mobile-menu__close" aria-label={t("eventLayout.closeMenu")} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="lh-mobile-menu__body">{children}</div>
      </div>
    </div>
  );
}
