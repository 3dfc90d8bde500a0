import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { lazy } from "react";

/** The check-in's entry in the toolbar's drawer (its panel's code loads when it first opens) (the SIGN_IN button). */
export const signInPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.SIGN_IN, Panel: lazy(() => import("./SignInPanel")) };
