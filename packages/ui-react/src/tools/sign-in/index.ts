import { TOOLBAR_BUTTON } from "@livehall/domain";
import type { ToolPanelEntry } from "../tool-panel-entry";
import { SignInPanel } from "./SignInPanel";

/** The check-in's entry in the toolbar's drawer (the SIGN_IN button). */
export const signInPanelEntry: ToolPanelEntry = { button: TOOLBAR_BUTTON.SIGN_IN, Panel: SignInPanel };
export { SignInCard } from "./SignInCard";
