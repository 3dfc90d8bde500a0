import { APP_TOKENS } from "@livehall/application";
import { PLAYER_DEFAULTS } from "@livehall/domain";
import { useEffect, useRef } from "react";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";

export interface ContextMenuProps {
  /** Where the menu opens, in px from the player's top-left corner. */
  readonly at: { readonly x: number; readonly y: number };
  /** The address playing now, for "Copy video address" (disabled when none). */
  readonly url: string | null;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

/**
 * §2 context menu of the player (right-click on the video): Reload, Copy video address, and the
 * player version (§9 0.39.14). Focus goes to the first item; Escape, a click outside or a choice closes it.
 * Copying says so (§9 'copied', or that the browser refused).
 */
export function ContextMenu({ at, url, onReload, onClose }: ContextMenuProps) {
  const t = useT();
  const copyText = useService(APP_TOKENS.CopyText);
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || ref.current?.contains(event.target) !== true) onClose();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [onClose]);

  const choose = (action: () => void) => () => {
    action();
    onClose();
  };
  const copy = () => {
    if (url !== null) void copyText.copy(url);
  };
  const items: { key: string; label: string; run: (() => void) | null }[] = [
    { key: "reload", label: t("player.reload"), run: onReload },
    { key: "copy", label: t("player.copyAddress"), run: url === null ? null : copy },
    { key: "version", label: t("player.version", { version: PLAYER_DEFAULTS.version }), run: null },
  ];
  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={t("player.controls")}
      className="lh-player__context-menu"
      style={{ insetInlineStart: at.x, insetBlockStart: at.y }}
      onKeyDown={(event) => {
        const entries = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        const index = entries.findIndex((entry) => entry === document.activeElement);
        if (event.key === "Escape") onClose();
        else if (event.key === "ArrowDown") entries[(index + 1) % entries.length]?.focus();
        else if (event.key === "ArrowUp") entries[(index - 1 + entries.length) % entries.length]?.focus();
        else return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.run === null ? true : undefined}
          className="lh-player__context-item"
          onClick={item.run === null ? undefined : choose(item.run)}
          onKeyDown={(event) => {
            if ((event.key !== "Enter" && event.key !== " ") || item.run === null) return;
            event.preventDefault();
            event.stopPropagation();
            choose(item.run)();
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}
