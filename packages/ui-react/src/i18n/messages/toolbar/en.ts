import type { ToolbarCatalog } from "./zh-Hans";

/** English texts of the room's toolbar and its tool drawer (issue 13). */
export const toolbarEn: ToolbarCatalog = {
  "toolbar.label": "Interactive tools",
  "toolbar.more": "More",
  "toolbar.new": "(new)",
  "toolbar.close": "Close",
  "toolbar.loading": "Loading…",
  "toolbar.button.BREAKOUT": "Breakout rooms",
  "toolbar.button.LIKE": "Like",
  "toolbar.button.REWARD": "Gifts",
  "toolbar.button.LINK": "Copy link",
  "toolbar.button.LUCKY_DRAW": "Lucky draw",
  "toolbar.button.COMMENT": "Comment",
  "toolbar.button.GOODS": "Products",
  "toolbar.button.VIE_ANSWER": "Prize quiz",
  "toolbar.button.ASK_QUESTION": "Q&A",
  "toolbar.button.COLLECT_FORM": "Form",
  "toolbar.button.DOWNLOAD_MATERIALS": "Downloads",
  "toolbar.button.CODE_ATTENTION": "Follow (QR)",
  "toolbar.button.CUSTOMER_SERVICE": "Customer service",
  "toolbar.button.MARKET_TOOL": "Marketing",
  "toolbar.button.EXAM": "Exam",
  "toolbar.button.VOTE": "Vote",
  "toolbar.button.SIGN_IN": "Check-in",
  "toolbar.button.RANKING_LIST": "Ranking",
  "toolbar.button.POSTER": "Poster",
};
