import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** LINK's toolbar entry (issue 13); its panel's code loads when it first opens. */
export const LINK_PANEL: ToolPanelEntry = {
  button: TOOLBAR_BUTTON.LINK,
  Panel: lazy(() => import("./LinkPanel")),
};

/** POSTER's toolbar entry; its panel (canvas drawing and the QR library) loads when it first opens. */
export const POSTER_PANEL: ToolPanelEntry = {
  button: TOOLBAR_BUTTON.POSTER,
  Panel: lazy(() => import("./PosterPanel")),
};
