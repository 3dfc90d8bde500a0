import type { ShareCatalog } from "./zh-Hans";

/** zh-Hant texts of LINK, POSTER, COMMENT and LIKE. */
export const shareZhHant: ShareCatalog = {
  "success.copied": "複製成功",
  "share.link": "活動連結",
  "share.copy": "複製連結",
  "share.copying": "正在複製…",
  "share.copied": "已複製",
  "share.copyByHand": "瀏覽器不允許自動複製，請選取下面的連結後按 Ctrl+C（Mac 上按 ⌘+C）複製",
  "share.copiedByHand": "我已複製",
  "poster.drawing": "正在產生海報…",
  "poster.failed": "海報產生失敗",
  "poster.image": "分享海報：{title}",
  "poster.scan": "掃碼觀看",
  "poster.save": "儲存圖片",
  "poster.retry": "重新產生",
  "comment.open": "打開聊天",
  "comment.hint": "在下方聊天區發言",
};
