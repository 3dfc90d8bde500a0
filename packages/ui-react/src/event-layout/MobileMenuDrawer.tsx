import { MOBILE_DRAWER_WIDTH_PX } from "@livehall/domain";
import { useId, useRef, type ReactNode } from "react";
import { useModalFocus } from "../components/use-modal-focus";
import { useT } from "../i18n/I18nProvider";

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

  const bodyRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(panelRef, bodyRef, onClose);

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
        <div ref={bodyRef} className="lh-mobile-menu__body">
          {children}
        </div>
      </div>
    </div>
  );
}
