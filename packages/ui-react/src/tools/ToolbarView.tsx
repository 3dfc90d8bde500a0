import type { ToolbarButtonView } from "@livehall/application";
import { inHeldOrder, newsFirst, nextToolbarFocus, toolbarRowSplit, type ToolbarButton } from "@livehall/domain";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../i18n/I18nProvider";
import { ToolbarIcon } from "./ToolbarIcon";
import { ToolbarOverflow } from "./ToolbarOverflow";
import { useRowCapacity } from "./use-row-capacity";
import "./Toolbar.css";

export interface ToolbarViewProps {
  readonly buttons: readonly ToolbarButtonView[];
  readonly open: ToolbarButton | null;
  readonly direction: "ltr" | "rtl";
  /** The id of the drawer the open button controls. */
  readonly drawerId: string;
  readonly onToggle: (button: ToolbarButton) => void;
  /** A tool chosen in "more": opened, or brought forward when it is open already (default: onToggle). */
  readonly onOpen?: (button: ToolbarButton) => void;
  /** Places in the row, for tests and stories (default: measured from the row's width). */
  readonly capacity?: number;
}

/**
 * The room's toolbar (§2, issue 13): a `role="toolbar"` of the tools' buttons in the configured
 * order, those with something new first (the row holds a few; news must not hide in "more") — one
 * tab stop, arrow keys (mirrored in right-to-left pages), Home and End move between buttons — each
 * its icon over its name, with a "new" badge. When the row is too narrow the buttons that do not fit
 * go into a "more" menu at its end.
 */
export function ToolbarView({
  buttons: configured,
  open,
  direction,
  drawerId,
  onToggle,
  onOpen = onToggle,
  capacity: fixedCapacity,
}: ToolbarViewProps) {
  const t = useT();
  const rowRef = useRef<HTMLDivElement>(null);
  const measured = useRowCapacity(rowRef);
  // The "more" menu's state is the toolbar's, and while it is open the row's split and order hold
  // (decision 0043): a width measured meanwhile — a count or badge changing a neighbour's width, the
  // row hidden for a moment (0 wide: "every button fits") — or news putting a tool first neither
  // unmounts the open menu nor moves a tool between the row and the menu under the viewer's
  // pointer. Closed, the split follows the row and the order the news again.
  const [menu, setMenu] = useState<{ readonly open: boolean; readonly held: number | null; readonly order: readonly string[] | null }>({
    open: false,
    held: null,
    order: null,
  });
  const capacity = fixedCapacity ?? menu.held ?? measured;
  const buttons = useMemo(() => {
    const fresh = newsFirst(configured);
    return menu.order === null ? fresh : inHeldOrder(fresh, menu.order);
  }, [configured, menu.order]);
  const onMenuChange = useCallback(
    (menuOpen: boolean) => {
      setMenu({ open: menuOpen, held: menuOpen ? capacity : null, order: menuOpen ? buttons.map((view) => view.button) : null });
    },
    [capacity, buttons],
  );
  const { inRow, overflow } = toolbarRowSplit(buttons.length, capacity);
  const shown = buttons.slice(0, inRow);
  const hidden = buttons.slice(inRow);
  // The one tab stop of the toolbar (roving tabindex), as an index over the row's items (buttons, then "more").
  const [active, setActive] = useState(0);
  const count = shown.length + (overflow ? 1 : 0);
  const current = Math.min(active, Math.max(count - 1, 0));
  if (buttons.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = nextToolbarFocus(event.key, current, count, direction);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    rowRef.current?.querySelectorAll<HTMLElement>("[data-toolbar-item]")[next]?.focus();
  };

  return (
    <div ref={rowRef} className="lh-toolbar" role="toolbar" aria-label={t("toolbar.label")} onKeyDown={onKeyDown}>
      {shown.map((view, index) => (
        <button
          key={view.button}
          type="button"
          className="lh-toolbar__button"
          data-toolbar-item=""
          data-button={view.button}
          tabIndex={index === current ? 0 : -1}
          aria-expanded={open === view.button}
          aria-controls={open === view.button ? drawerId : undefined}
          onFocus={() => {
            setActive(index);
          }}
          onClick={() => {
            onToggle(view.button);
          }}
        >
          <ToolbarIcon button={view.button} />
          <span className="lh-toolbar__label">{t(`toolbar.button.${view.button}`)}</span>
          {view.badge ? (
            <span className="lh-toolbar__badge">
              <span className="lh-visually-hidden">{t("toolbar.new")}</span>
            </span>
          ) : null}
        </button>
      ))}
      {overflow ? (
        <ToolbarOverflow
          buttons={hidden}
          open={menu.open}
          onOpenChange={onMenuChange}
          tabIndex={current === shown.length ? 0 : -1}
          onFocus={() => {
            setActive(shown.length);
          }}
          onChoose={onOpen}
        />
      ) : null}
    </div>
  );
}
