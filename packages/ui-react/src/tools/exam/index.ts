import { TOOLBAR_BUTTON } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "../tool-panel-entry";

/** The exam tool's panel entry (EXAM): its code loads when the panel first opens. */
export const EXAM_PANEL: ToolPanelEntry = { button: TOOLBAR_BUTTON.EXAM, Panel: lazy(() => import("./ExamPanel")) };
