import type { ChatCatalog } from "./zh-Hans";

/** zh-Hant texts of the chat, barrage and call-to-action. */
export const chatZhHant: ChatCatalog = {
  "chat.title": "聊天",
  "chat.log": "聊天訊息",
  "chat.loading": "正在載入聊天…",
  "chat.loadFailed": "聊天載入失敗",
  "chat.empty": "還沒有訊息，來說第一句吧",
  "chat.mine": "我",
  "chat.newMessages": "{count} 則新訊息",
  "chat.input": "聊天訊息",
  "chat.placeholder": "說點什麼…",
  "chat.hint": "Enter 傳送，Shift+Enter 換行",
  "chat.count": "{count}/{max}",
  "chat.tooLong": "最多 {max} 個字",
  "chat.send": "傳送",
  "chat.sending": "傳送中…",
  "chat.banned": "您已被禁言",
  "chat.error.sendFailed": "傳送失敗，請重試",
  "chat.error.empty": "請先輸入內容",
  "chat.error.tooLong": "訊息最多 500 個字",
  "chat.error.hiddenCharacter": "訊息不能包含改變文字方向的字元",
  "error.code.100113": "您已被禁言",
  "error.code.100114": "請先登入後再發言",
  "error.code.100115": "請先設定暱稱後再發言",

  "barrage.toggle": "彈幕",
  "barrage.region": "彈幕區域",
  "barrage.region.all": "全螢幕",
  "barrage.region.half": "半螢幕",
  "barrage.region.oneThird": "1/3 螢幕",

  "cta.area": "推薦",
  "cta.newWindow": "（在新視窗開啟）",
  "cta.qrLabel": "{title}的 QR 碼",
  "cta.scan": "請用手機掃碼",
};
