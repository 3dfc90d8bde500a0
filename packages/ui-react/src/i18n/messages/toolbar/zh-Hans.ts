/** 简体中文 texts of the room's toolbar and its tool drawer (issue 13). */
export const toolbarZhHans = {
  "toolbar.label": "互动工具",
  "toolbar.more": "更多",
  "toolbar.new": "（有新内容）",
  "toolbar.close": "关闭",
  "toolbar.loading": "加载中…",
  "toolbar.announce.VOTE": "投票进行中：点工具栏的“投票”参与",
  "toolbar.announce.EXAM": "考试进行中：点工具栏的“考试”作答",
  "toolbar.button.BREAKOUT": "分组讨论",
  "toolbar.button.LIKE": "点赞",
  "toolbar.button.REWARD": "打赏",
  "toolbar.button.LINK": "复制链接",
  "toolbar.button.LUCKY_DRAW": "抽奖",
  "toolbar.button.COMMENT": "评论",
  "toolbar.button.GOODS": "商品",
  "toolbar.button.VIE_ANSWER": "有奖问答",
  "toolbar.button.ASK_QUESTION": "问答",
  "toolbar.button.COLLECT_FORM": "表单",
  "toolbar.button.DOWNLOAD_MATERIALS": "资料下载",
  "toolbar.button.CODE_ATTENTION": "扫码关注",
  "toolbar.button.CUSTOMER_SERVICE": "客服",
  "toolbar.button.MARKET_TOOL": "营销工具",
  "toolbar.button.EXAM": "考试",
  "toolbar.button.VOTE": "投票",
  "toolbar.button.SIGN_IN": "签到",
  "toolbar.button.RANKING_LIST": "排行榜",
  "toolbar.button.POSTER": "分享海报",
} as const;

/** The keys of the toolbar texts; every language has them all. */
export type ToolbarCatalog = Readonly<Record<keyof typeof toolbarZhHans, string>>;
