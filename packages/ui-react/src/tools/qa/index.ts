import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** The Q&A tool's panel entry (ASK_QUESTION): its code loads when the panel first opens. */
export const QA_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.ASK_QUESTION, Panel: lazy(() => import("./QaPanel")) };
