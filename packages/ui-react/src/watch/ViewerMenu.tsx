import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";

export interface ViewerMenuProps {
  /** What the viewer bar shows inline on a wide banner: the name and its buttons. */
  readonly children: ReactNode;
}

/**
 * The viewer bar on a narrow banner (a phone): one button, named like the bar ("Viewer"), that
 * shows the viewer's name and buttons (log in, change nickname, log out) in a panel under it —
 * beside the language and the theme, which keep their place, the row then fits a 320 px window.
 * A disclosure: the button says whether it is open; Escape, a press outside, a choice or a resize
 * closes it (Escape returns focus to the button). Which of the two shows is the CSS's
 * (ViewerBar.css), so the banner's first frame is right before any script measures anything.
 */
export function ViewerMenu({ children }: ViewerMenuProps) {
  const t = useT();
  const panelId = useId();
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = place !== null;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button")?.focus();
    const close = (): void => {
      setPlace(null);
    };
    const outside = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    window.addEventListener("resize", close);
    document.addEventListener("pointerdown", outside);
    return () => {
      window.removeEventListener("resize", close);
      document.removeEventListener("pointerdown", outside);
    };
  }, [open]);

  /** Under the banner's row, at the window's end (ViewerBar.css keeps it inside the window). */
  const show = (): void => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect !== undefined) setPlace({ top: rect.bottom + 4 });
  };

  return (
    <div className="lh-viewer-menu">
      <button
        ref={buttonRef}
        type="button"
        className="lh-viewer-menu__button"
        aria-label={t("viewer.area")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) setPlace(null);
          else show();
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className="lh-viewer-menu__panel"
          style={place}
          role="group"
          aria-label={t("viewer.area")}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            setPlace(null);
            buttonRef.current?.focus();
          }}
          onClick={(event) => {
            // A choice (log in, change nickname, log out) opens its own prompt: the panel goes.
            if ((event.target as Element).closest("button") !== null) setPlace(null);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
