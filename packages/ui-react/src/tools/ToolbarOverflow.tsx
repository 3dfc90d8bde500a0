import type { ToolbarButtonView } from "@livehall/application";
import type { ToolbarButton } from "@livehall/domain";
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "../i18n/I18nProvider";
import { ToolbarIcon } from "./ToolbarIcon";

export interface ToolbarOverflowProps {
  readonly buttons: readonly ToolbarButtonView[];
  /** Whether the menu is open: the toolbar's state, so a re-render or re-mount of "more" keeps it. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly tabIndex: number;
  readonly onFocus: () => void;
  readonly onChoose: (button: ToolbarButton) => void;
}

/**
 * The toolbar's "more" button and its menu (WAI-ARIA menu button): the tools that did not fit the
 * row. The menu opens with Enter, Space or the down arrow, focuses its first item; up and down
 * move, Escape closes it and returns focus to "more"; choosing a tool closes it. A badge on any
 * hidden tool shows on "more" too. Only the viewer closes it (a choice, Escape, Tab, a press outside)
 * or a window resize (it is placed by the window): never a re-render of the page under it.
 */
export function ToolbarOverflow({ buttons, open, onOpenChange: setOpen, tabIndex, onFocus, onChoose }: ToolbarOverflowProps) {
  const t = useT();
  const menuId = useId();
  const [place, setPlace] = useState<CSSProperties>({});
  const moreRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = (): HTMLElement[] => Array.from(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // The menu is in <body> (the action row would clip it): it leaves the window's layout as it was.
    const closeOnResize = (): void => {
      setOpen(false);
    };
    window.addEventListener("resize", closeOnResize);
    const outside = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !moreRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => {
      window.removeEventListener("resize", closeOnResize);
      document.removeEventListener("pointerdown", outside);
    };
  }, [open, setOpen]);

  /** Opens the menu under "more" (above it in the window's lower half), aligned to its end. */
  const show = (): void => {
    const rect = moreRef.current?.getBoundingClientRect();
    if (rect !== undefined) {
      const rtl = getComputedStyle(moreRef.current as Element).direction === "rtl";
      const below = rect.top < window.innerHeight / 2;
      setPlace({
        ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
        ...(rtl ? { left: rect.left } : { right: window.innerWidth - rect.right }),
      });
    }
    setOpen(true);
  };

  const close = (): void => {
    setOpen(false);
    moreRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    // The menu's keys are its own, not the toolbar's.
    event.stopPropagation();
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      list[event.key === "Home" ? 0 : list.length - 1]?.focus();
    }
  };

  const badged = buttons.some((view) => view.badge);
  return (
    <div className="lh-toolbar__more-wrap">
      <button
        ref={moreRef}
        type="button"
        className="lh-toolbar__button lh-toolbar__more"
        data-toolbar-item=""
        tabIndex={tabIndex}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onFocus={onFocus}
        onClick={() => {
          if (open) setOpen(false);
          else show();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            event.stopPropagation();
            show();
          }
        }}
      >
        <svg className="lh-toolbar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
        <span className="lh-toolbar__label">{t("toolbar.more")}</span>
        {badged ? (
          <span className="lh-toolbar__badge">
            <span className="lh-visually-hidden">{t("toolbar.new")}</span>
          </span>
        ) : null}
      </button>
      {open
        ? createPortal(
            <ul
              ref={menuRef}
              id={menuId}
              className="lh-toolbar__menu"
              style={place}
              role="menu"
              aria-label={t("toolbar.more")}
              onKeyDown={onMenuKeyDown}
            >
              {buttons.map((view) => (
                <li key={view.button} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="lh-toolbar__menu-item"
                    data-button={view.button}
                    onClick={() => {
                      setOpen(false);
                      onChoose(view.button);
                    }}
                  >
                    <ToolbarIcon button={view.button} />
                    <span>{t(`toolbar.button.${view.button}`)}</span>
                    {view.badge ? (
                      <span className="lh-toolbar__badge lh-toolbar__badge--inline">
                        <span className="lh-visually-hidden">{t("toolbar.new")}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>,
            document.body,
          )
        : null}
    </div>
  );
}
