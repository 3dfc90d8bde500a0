/** Simplified Chinese texts of LINK, POSTER, COMMENT and LIKE (spread into the main zh-Hans catalogue). */
export const shareZhHans = {
  "success.copied": "复制成功",
  "share.link": "活动链接",
  "share.copy": "复制链接",
  "share.copying": "正在复制…",
  "share.copied": "已复制",
  "share.copyByHand": "浏览器不允许自动复制，请选中下面的链接后按 Ctrl+C（Mac 上按 ⌘+C）复制",
  "share.copiedByHand": "我已复制",
  "poster.drawing": "正在生成海报…",
  "poster.failed": "海报生成失败",
  "poster.image": "分享海报：{title}",
  "poster.scan": "扫码观看",
  "poster.save": "保存图片",
  "poster.retry": "重新生成",
  "comment.open": "打开聊天",
  "comment.hint": "在下方聊天区发言",
} as const;

/** The keys every language gives LINK, POSTER, COMMENT and LIKE. */
export type ShareCatalog = Record<keyof typeof shareZhHans, string>;
