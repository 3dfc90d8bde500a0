import type { ToolbarButton } from "@livehall/domain";
import type { ToolPanelEntry } from "./tool-panel-entry";
import { BREAKOUT_PANEL } from "./breakout/index";
import { LINK_PANEL, POSTER_PANEL } from "./share/index";
import { COMMENT_PANEL, LIKE_PANEL } from "./chat-tools/index";
import { luckyDrawPanelEntry } from "./lucky-draw";
import { awardQuizPanelEntry } from "./award-quiz";
import { signInPanelEntry } from "./sign-in";
import { EXAM_PANEL } from "./exam";
import { QA_PANEL } from "./qa";

/**
 * Every toolbar tool's panel this page can show (issue 13), one entry per tool: a button the
 * room's configuration lists shows only when its tool is registered in the room AND has an entry
 * here. Keep each `Panel` lazy (`lazy(() => import("./vote/VotePanel"))`): a tool's code loads when
 * its panel first opens, never before the video's first frame.
 */
export const TOOL_PANELS: readonly ToolPanelEntry[] = [
  luckyDrawPanelEntry,
  awardQuizPanelEntry,
  signInPanelEntry,
  QA_PANEL,
  EXAM_PANEL,
  BREAKOUT_PANEL,
  LINK_PANEL,
  POSTER_PANEL,
  COMMENT_PANEL,
  LIKE_PANEL,
];

/** The panel entry of `button` in `panels`, or null. */
export function panelFor(button: ToolbarButton, panels: readonly ToolPanelEntry[]): ToolPanelEntry | null {
  return panels.find((entry) => entry.button === button) ?? null;
}
