/** Simplified Chinese texts of the chat, barrage and call-to-action (spread into the main zh-Hans catalogue). */
export const chatZhHans = {
  "chat.title": "聊天",
  "chat.log": "聊天消息",
  "chat.loading": "正在加载聊天…",
  "chat.loadFailed": "聊天加载失败",
  "chat.empty": "还没有消息，来说第一句吧",
  "chat.mine": "我",
  "chat.newMessages": "{count} 条新消息",
  "chat.input": "聊天消息",
  "chat.placeholder": "说点什么…",
  "chat.hint": "Enter 发送，Shift+Enter 换行",
  "chat.count": "{count}/{max}",
  "chat.tooLong": "最多 {max} 个字",
  "chat.send": "发送",
  "chat.sending": "发送中…",
  "chat.banned": "您已被禁言",
  "chat.error.sendFailed": "发送失败，请重试",
  "chat.error.empty": "请先输入内容",
  "chat.error.tooLong": "消息最多 500 个字",
  "chat.error.hiddenCharacter": "消息不能包含改变文字方向的字符",
  "error.code.100113": "您已被禁言",
  "error.code.100114": "请先登录后再发言",
  "error.code.100115": "请先设置昵称后再发言",

  "barrage.toggle": "弹幕",
  "barrage.region": "弹幕区域",
  "barrage.region.all": "全屏",
  "barrage.region.half": "半屏",
  "barrage.region.oneThird": "1/3 屏",

  "cta.area": "推荐",
  "cta.newWindow": "（在新窗口打开）",
  "cta.qrLabel": "{title}的二维码",
  "cta.scan": "请用手机扫码",
} as const;

/** The keys of the chat texts; every language has them all. */
export type ChatCatalog = Readonly<Record<keyof typeof chatZhHans, string>>;
