import type { ToolbarButton } from "@livehall/domain";
import type { ComponentType } from "react";

/** What the toolbar hands a tool's panel. */
export interface ToolPanelProps {
  /** Closes the panel (the toolbar's drawer), e.g. after a form was submitted. */
  readonly onClose: () => void;
}

/**
 * A toolbar tool's panel (issue 13): the content the toolbar's drawer shows when the viewer
 * presses `button` (or the tool pops itself up). The panel reads its room feature with
 * `useRoomFeature(TOKEN)`; its label is the catalogue's `toolbar.button.<BUTTON>`.
 */
export interface ToolPanelEntry {
  readonly button: ToolbarButton;
  readonly Panel: ComponentType<ToolPanelProps>;
}
