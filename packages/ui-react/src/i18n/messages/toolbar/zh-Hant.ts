import type { ToolbarCatalog } from "./zh-Hans";

/** 繁體中文 texts of the room's toolbar and its tool drawer (issue 13). */
export const toolbarZhHant: ToolbarCatalog = {
  "toolbar.label": "互動工具",
  "toolbar.more": "更多",
  "toolbar.new": "（有新內容）",
  "toolbar.close": "關閉",
  "toolbar.loading": "載入中…",
  "toolbar.button.BREAKOUT": "分組討論",
  "toolbar.button.LIKE": "點讚",
  "toolbar.button.REWARD": "打賞",
  "toolbar.button.LINK": "複製連結",
  "toolbar.button.LUCKY_DRAW": "抽獎",
  "toolbar.button.COMMENT": "評論",
  "toolbar.button.GOODS": "商品",
  "toolbar.button.VIE_ANSWER": "有獎問答",
  "toolbar.button.ASK_QUESTION": "問答",
  "toolbar.button.COLLECT_FORM": "表單",
  "toolbar.button.DOWNLOAD_MATERIALS": "資料下載",
  "toolbar.button.CODE_ATTENTION": "掃碼關注",
  "toolbar.button.CUSTOMER_SERVICE": "客服",
  "toolbar.button.MARKET_TOOL": "行銷工具",
  "toolbar.button.EXAM": "考試",
  "toolbar.button.VOTE": "投票",
  "toolbar.button.SIGN_IN": "簽到",
  "toolbar.button.RANKING_LIST": "排行榜",
  "toolbar.button.POSTER": "分享海報",
};
