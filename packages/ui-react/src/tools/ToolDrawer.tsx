import type { ToolbarButton, TriggerMode } from "@livehall/domain";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useT } from "../i18n/I18nProvider";
import { ToolbarIcon } from "./ToolbarIcon";

export interface ToolDrawerProps {
  readonly id: string;
  readonly button: ToolbarButton;
  /** ACTIVE (the viewer pressed the button) moves focus into the drawer; PASSIVE (the tool popped up) leaves focus where it is. */
  readonly trigger: TriggerMode | null;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The panel of the open toolbar tool (issue 13), rendered in <body>: a side sheet at the window's
 * end on a wide page, a sheet at the bottom of a narrow one, so opening it never moves the page. A non-modal dialog named by its
 * tool, closed by its close button or Escape.
 */
export function ToolDrawer({ id, button, trigger, onClose, children }: ToolDrawerProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (trigger === "ACTIVE") ref.current?.focus();
  }, [button, trigger]);
  return createPortal(
    <section
      ref={ref}
      id={id}
      className="lh-tool-drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-button={button}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="lh-tool-drawer__header">
        <ToolbarIcon button={button} />
        <h2 id={titleId} className="lh-tool-drawer__title">
          {t(`toolbar.button.${button}`)}
        </h2>
        <button type="button" className="lh-tool-drawer__close" onClick={onClose} aria-label={t("toolbar.close")}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      <div className="lh-tool-drawer__body">{children}</div>
    </section>,
    document.body,
  );
}
