import { APP_TOKENS, type ToolbarState } from "@livehall/application";
import { TOOLBAR_BUTTON, type ToolbarButton } from "@livehall/domain";
import { Suspense, useMemo } from "react";
import { EMPTY } from "rxjs";
import { useLocale, useT } from "../i18n/I18nProvider";
import { directionOf } from "../i18n/locales";
import { useRoomFeature } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";
import type { ToolPanelEntry } from "./tool-panel-entry";
import { panelFor, TOOL_PANELS } from "./tool-panels";
import { ToolbarView } from "./ToolbarView";
import { ToolDrawer } from "./ToolDrawer";

/** The id of the watch page's tool drawer (one per page). */
export const TOOL_DRAWER_ID = "lh-tool-drawer";

const CLOSED: ToolbarState = { buttons: [], open: null, trigger: null };

/** The open room's toolbar state, keeping only the buttons this page has a panel for. */
function useToolbar(panels: readonly ToolPanelEntry[]) {
  const toolbar = useRoomFeature(APP_TOKENS.Toolbar);
  const state = useObservable(toolbar?.state$ ?? EMPTY, CLOSED);
  const buttons = useMemo(() => state.buttons.filter((view) => panelFor(view.button, panels) !== null), [state.buttons, panels]);
  return { toolbar, state, buttons };
}

/** Focus back on the toolbar button of `button` (after its panel closed). */
function focusButton(button: ToolbarButton): void {
  document.querySelector<HTMLElement>(`.lh-toolbar [data-button="${button}"]`)?.focus();
}

export interface RoomToolbarProps {
  /** The tools' panels (default: every tool's, TOOL_PANELS); tests and stories hand in their own. */
  readonly panels?: readonly ToolPanelEntry[];
}

/**
 * The room pages' toolbar panels: every tool's but LIKE's, whose button — the heart with the room's
 * count — the page shows itself beside the chat (RoomReactions); a second Like in the row or in
 * "more" would be the same button twice.
 */
export const ROOM_PAGE_PANELS: readonly ToolPanelEntry[] = TOOL_PANELS.filter((entry) => entry.button !== TOOLBAR_BUTTON.LIKE);

/** The watch page's toolbar row: the open room's Toolbar feature, its buttons with a panel here. */
export function RoomToolbar({ panels = TOOL_PANELS }: RoomToolbarProps) {
  const [locale] = useLocale();
  const { toolbar, state, buttons } = useToolbar(panels);
  if (toolbar === null) return null;
  return (
    <ToolbarView
      buttons={buttons}
      open={state.open}
      direction={directionOf(locale)}
      drawerId={TOOL_DRAWER_ID}
      onToggle={(button) => {
        toolbar.toggle(button);
      }}
      onOpen={(button) => {
        // Asked for again from "more" while its drawer is open: it stays open and takes focus.
        const already = state.open === button;
        toolbar.open(button);
        if (already) document.getElementById(TOOL_DRAWER_ID)?.focus();
      }}
    />
  );
}

/** The watch page's tool drawer: the open tool's panel (loaded on first open). */
export function RoomToolDrawer({ panels = TOOL_PANELS }: RoomToolbarProps) {
  const t = useT();
  const { toolbar, state } = useToolbar(panels);
  const entry = state.open === null ? null : panelFor(state.open, panels);
  if (toolbar === null || state.open === null || entry === null) return null;
  const button = state.open;
  const close = (): void => {
    toolbar.close();
    focusButton(button);
  };
  const { Panel } = entry;
  return (
    <ToolDrawer id={TOOL_DRAWER_ID} button={button} trigger={state.trigger} onClose={close}>
      <Suspense fallback={<p className="lh-tool-drawer__loading">{t("toolbar.loading")}</p>}>
        <Panel onClose={close} />
      </Suspense>
    </ToolDrawer>
  );
}
