import { TOOLBAR_BUTTON, type ToolbarButton } from "@livehall/domain";
import { lazy } from "react";
import type { ToolPanelEntry } from "./tool-panel-entry";
import { RANKING_LIST_PANEL, REWARD_PANEL } from "./gifts";
import { GOODS_PANEL } from "./goods";
import { BREAKOUT_PANEL } from "./breakout/index";
import { LINK_PANEL, POSTER_PANEL } from "./share/index";
import { COMMENT_PANEL, LIKE_PANEL } from "./chat-tools/index";
import { luckyDrawPanelEntry } from "./lucky-draw";
import { awardQuizPanelEntry } from "./award-quiz";
import { signInPanelEntry } from "./sign-in";
import { EXAM_PANEL } from "./exam";
import { QA_PANEL } from "./qa";

/** The marketing tools' panels (decision 0031): MARKET_TOOL lists every tool, the other four one type each. */
const marketingPanel = (name: "AllToolsPanel" | "FormsPanel" | "DownloadsPanel" | "CodesPanel" | "ServicePanel") =>
  lazy(() => import("./marketing/panels").then((module) => ({ default: module[name] })));

/**
 * Every toolbar tool's panel this page can show (issue 13), one entry per tool: a button the
 * room's configuration lists shows only when its tool is registered in the room AND has an entry
 * here. Keep each `Panel` lazy (`lazy(() => import("./vote/VotePanel"))`): a tool's code loads when
 * its panel first opens, never before the video's first frame.
 */
export const TOOL_PANELS: readonly ToolPanelEntry[] = [
  { button: TOOLBAR_BUTTON.VOTE, Panel: lazy(() => import("./vote/VotePanel")) },
  { button: TOOLBAR_BUTTON.MARKET_TOOL, Panel: marketingPanel("AllToolsPanel") },
  { button: TOOLBAR_BUTTON.COLLECT_FORM, Panel: marketingPanel("FormsPanel") },
  { button: TOOLBAR_BUTTON.DOWNLOAD_MATERIALS, Panel: marketingPanel("DownloadsPanel") },
  { button: TOOLBAR_BUTTON.CODE_ATTENTION, Panel: marketingPanel("CodesPanel") },
  { button: TOOLBAR_BUTTON.CUSTOMER_SERVICE, Panel: marketingPanel("ServicePanel") },
  luckyDrawPanelEntry,
  awardQuizPanelEntry,
  signInPanelEntry,
  QA_PANEL,
  EXAM_PANEL,
  REWARD_PANEL,
  RANKING_LIST_PANEL,
  GOODS_PANEL,
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
