import { TOOLBAR_BUTTON, type ToolbarButton } from "../enums/toolbar";

const KNOWN: ReadonlySet<string> = new Set(Object.values(TOOLBAR_BUTTON));

/** Whether `value` names a §2 toolbar button. */
export function isToolbarButton(value: unknown): value is ToolbarButton {
  return typeof value === "string" && KNOWN.has(value);
}

/**
 * The room's configured toolbar (§2: "shown from the room's configuration in its order"): the
 * buttons it names, in its order, each once; names this client does not know are skipped (a newer
 * server may offer a tool this page cannot show).
 */
export function configuredToolbar(values: readonly unknown[]): readonly ToolbarButton[] {
  return [...new Set(values.filter(isToolbarButton))];
}

/**
 * The buttons the toolbar shows: the configured ones, in the configuration's order, that this page
 * can show (a tool registered for the room and a panel to show it). Empty: no toolbar.
 */
export function shownToolbar(configured: readonly ToolbarButton[], available: ReadonlySet<ToolbarButton>): readonly ToolbarButton[] {
  return configured.filter((button) => available.has(button));
}
