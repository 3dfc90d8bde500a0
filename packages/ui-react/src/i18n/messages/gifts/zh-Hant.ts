import type { GiftsCatalog } from "./zh-Hans";

/** Traditional Chinese texts of gifts, the ranking, goods, red envelopes, the feed and atmosphere messages. */
export const giftsZhHant: GiftsCatalog = {
  "tools.error.loginNeeded": "請先登入",

  "gifts.title": "禮物",
  "gifts.list": "可贈送的禮物",
  "gifts.loading": "正在載入禮物…",
  "gifts.loadFailed": "禮物載入失敗",
  "gifts.price": "¥{price}",
  "gifts.send": "贈送",
  "gifts.sendOne": "贈送{name}",
  "gifts.sending": "贈送中…",
  "gifts.devPayment": "開發環境支付：不會扣款",
  "gifts.paymentUnavailable": "暫不支援支付，無法贈送禮物",
  "gifts.error.load": "禮物載入失敗",
  "gifts.error.send": "禮物未送出，請重試",
  "gifts.effect": "{nickname} 送出 {name} ×{count}",
  "gifts.effects": "直播間禮物",

  "ranking.title": "排行榜",
  "ranking.gifts": "禮物榜",
  "ranking.invitations": "邀請榜",
  "ranking.empty": "暫無上榜觀眾",
  "ranking.loading": "正在載入排行榜…",
  "ranking.loadFailed": "排行榜載入失敗",
  "ranking.rank": "第 {rank} 名",
  "ranking.value.gifts": "¥{price}",
  "ranking.value.invitations": "邀請 {count} 人",

  "goods.title": "商品",
  "goods.list": "直播間商品",
  "goods.empty": "暫無商品",
  "goods.loading": "正在載入商品…",
  "goods.loadFailed": "商品載入失敗",
  "goods.price": "¥{price}",
  "goods.buy": "去購買",
  "goods.newWindow": "（在新視窗開啟）",
  "goods.noLink": "暫無購買連結",
  "goods.explaining": "正在講解",

  "redEnvelope.title": "紅包",
  "redEnvelope.summary": "{count} 個紅包，共 ¥{total}",
  "redEnvelope.remaining": "剩餘 {remaining}/{count} 個",
  "redEnvelope.grab": "搶紅包",
  "redEnvelope.grabbing": "正在搶…",
  "redEnvelope.won": "恭喜，搶到 ¥{amount}",
  "redEnvelope.gone": "手慢了，紅包已搶完",
  "redEnvelope.close": "關閉",
  "redEnvelope.error.grab": "搶紅包失敗，請重試",

  "feed.title": "直播間動態",
  "feed.topics": "話題",
  "feed.textLive": "圖文直播",
  "feed.empty": "暫無內容",

  "chat.atmosphere": "氛圍組",
};
