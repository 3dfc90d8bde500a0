import { useCallback, useLayoutEffect, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The focus rules of a modal dialog (WAI-ARIA dialog pattern), for every modal of ours (Dialog,
 * the mobile menu drawer): when it mounts, focus moves to the first control in `body` (else the
 * panel itself, which needs tabIndex -1); when it unmounts, focus goes back to what had it. The
 * returned handler goes on the panel's onKeyDown: Tab and Shift+Tab cycle inside the panel, Escape
 * calls `onClose` (and goes no further).
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = body.current === null ? undefined : focusables(body.current)[0];
    (first ?? panel.current)?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected === true) opener.focus({ preventScroll: true });
    };
  }, [panel, body]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
        return;
      }
      const root = panel.current;
      if (event.key !== "Tab" || root === null) return;
      const items = focusables(root);
      const first = items[0];
      const last = items.at(-1);
      if (first === undefined || last === undefined) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [panel, onClose],
  );
}
