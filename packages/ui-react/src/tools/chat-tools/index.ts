import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** COMMENT's toolbar entry (issue 13): the existing chat (focuses its input, or shows it in the drawer). */
export const COMMENT_PANEL: ToolPanelEntry = {
  button: TOOLBAR_BUTTON.COMMENT,
  Panel: lazy(() => import("./CommentPanel")),
};

/** LIKE's toolbar entry: the existing like button. */
export const LIKE_PANEL: ToolPanelEntry = {
  button: TOOLBAR_BUTTON.LIKE,
  Panel: lazy(() => import("./LikePanel")),
};
