/** Simplified Chinese texts of gifts, the ranking, goods, red envelopes, the feed and atmosphere messages (decision 0030). */
export const giftsZhHans = {
  "tools.error.loginNeeded": "请先登录",

  "gifts.title": "礼物",
  "gifts.list": "可赠送的礼物",
  "gifts.loading": "正在加载礼物…",
  "gifts.loadFailed": "礼物加载失败",
  "gifts.price": "¥{price}",
  "gifts.send": "赠送",
  "gifts.sendOne": "赠送{name}",
  "gifts.sending": "赠送中…",
  "gifts.devPayment": "开发环境支付：不会扣款",
  "gifts.paymentUnavailable": "暂不支持支付，无法赠送礼物",
  "gifts.error.load": "礼物加载失败",
  "gifts.error.send": "礼物未送出，请重试",
  "gifts.effect": "{nickname} 送出 {name} ×{count}",
  "gifts.effects": "直播间礼物",

  "ranking.title": "排行榜",
  "ranking.gifts": "礼物榜",
  "ranking.invitations": "邀请榜",
  "ranking.empty": "暂无上榜观众",
  "ranking.loading": "正在加载排行榜…",
  "ranking.loadFailed": "排行榜加载失败",
  "ranking.rank": "第 {rank} 名",
  "ranking.value.gifts": "¥{price}",
  "ranking.value.invitations": "邀请 {count} 人",

  "goods.title": "商品",
  "goods.list": "直播间商品",
  "goods.empty": "暂无商品",
  "goods.loading": "正在加载商品…",
  "goods.loadFailed": "商品加载失败",
  "goods.price": "¥{price}",
  "goods.buy": "去购买",
  "goods.newWindow": "（在新窗口打开）",
  "goods.noLink": "暂无购买链接",
  "goods.explaining": "正在讲解",

  "redEnvelope.title": "红包",
  "redEnvelope.summary": "{count} 个红包，共 ¥{total}",
  "redEnvelope.remaining": "剩余 {remaining}/{count} 个",
  "redEnvelope.grab": "抢红包",
  "redEnvelope.grabbing": "正在抢…",
  "redEnvelope.won": "恭喜，抢到 ¥{amount}",
  "redEnvelope.gone": "手慢了，红包已抢完",
  "redEnvelope.close": "关闭",
  "redEnvelope.error.grab": "抢红包失败，请重试",

  "feed.title": "直播间动态",
  "feed.topics": "话题",
  "feed.textLive": "图文直播",
  "feed.empty": "暂无内容",

  "chat.atmosphere": "氛围组",
};

export type GiftsCatalog = Readonly<Record<keyof typeof giftsZhHans, string>>;
