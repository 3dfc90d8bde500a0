import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

/** One choice of a player menu. */
export interface PlayerMenuItem {
  readonly key: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onSelect: () => void;
}

export interface PlayerMenuProps {
  /** Accessible name of the menu, and of the button before what it shows (e.g. "Speed" → "Speed: 1.5x"). */
  readonly label: string;
  /** What the button shows (e.g. the current speed). */
  readonly buttonText: string;
  readonly items: readonly PlayerMenuItem[];
  /** The list scrolls (§9: the speed menu above 4 items). */
  readonly scrolls?: boolean;
  readonly className?: string;
}

/**
 * A menu button of the control bar (speed, quality/line): the menu lists radio items, the current
 * one checked. Keyboard: Enter/Space/ArrowDown open it on the current item, arrows move, Home/End,
 * Escape closes back to the button; a click outside closes it. Keys stay inside (no player hotkeys).
 */
export function PlayerMenu({ label, buttonText, items, scrolls = false, className }: PlayerMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const current = menu?.querySelector<HTMLElement>('[aria-checked="true"]') ?? menu?.querySelector<HTMLElement>('[role="menuitemradio"]');
    current?.focus();
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || rootRef.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const at = entries.findIndex((entry) => entry === document.activeElement);
    const focusAt = (index: number) => {
      entries[(index + entries.length) % entries.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        focusAt(at + 1);
        break;
      case "ArrowUp":
        focusAt(at - 1);
        break;
      case "Home":
        focusAt(0);
        break;
      case "End":
        focusAt(entries.length - 1);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className={["lh-player-menu", className].filter(Boolean).join(" ")}>
      <button
        ref={buttonRef}
        type="button"
        className="lh-player__control lh-player-menu__button"
        // Named by what it is and what it shows ("Speed: 1.5x"): a viewer who says what they see reaches it (label in name).
        aria-label={`${label}: ${buttonText}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((was) => !was);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {buttonText}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={scrolls ? "lh-player-menu__list lh-player-menu__list--scrolls" : "lh-player-menu__list"}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li
              key={item.key}
              role="menuitemradio"
              aria-checked={item.checked}
              tabIndex={-1}
              className="lh-player-menu__item"
              onClick={() => {
                item.onSelect();
                close();
              }}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault();
                event.stopPropagation();
                item.onSelect();
                close();
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
