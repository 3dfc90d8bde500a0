import { useId, useRef, type ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";
import { useModalFocus } from "./use-modal-focus";
import "./Dialog.css";

export interface DialogProps {
  readonly title: string;
  /** Called on Esc and on the close button. */
  readonly onClose: () => void;
  /** "alertdialog" for a warning the viewer must acknowledge. */
  readonly role?: "dialog" | "alertdialog";
  readonly children?: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves into it when it
 * opens (its first control) and back to what had it when it closes, Tab and Shift+Tab cycle
 * inside it, Esc and the close button close it. Mount it to open it, unmount it to close it.
 */
export function Dialog({ title, onClose, role = "dialog", children }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(panelRef, bodyRef, onClose);

  return (
    <div className="lh-dialog">
      <div
        ref={panelRef}
        className="lh-dialog__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="lh-dialog__header">
          <h2 id={titleId} className="lh-dialog__title">
            {title}
          </h2>
          <button type="button" className="lh-dialog__close" aria-label={t("dialog.close")} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="lh-dialog__body">
          {children}
        </div>
      </div>
    </div>
  );
}
