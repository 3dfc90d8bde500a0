/**
 * Simplified Chinese texts of the front door's smaller parts (decision 0046): the watch page's live
 * countdown and home-screen hint, the landing page's share panel and access notes (spread into the
 * main zh-Hans catalogue).
 */
export const frontDoorZhHans = {
  "liveCountdown.value": "直播将在 {time} 后开始",
  "liveCountdown.announce": "直播将在 {minutes} 分钟内开始",
  "liveCountdown.starting": "直播即将开始",
  "homeScreen.label": "添加到主屏幕",
  "homeScreen.hint": "将本活动添加到主屏幕：点按“分享”，再选“添加到主屏幕”。",
  "homeScreen.dismiss": "知道了",
  "landingShare.open": "分享",
  "landingShare.title": "分享活动",
  "landingShare.newTab": "{platform}（在新标签页打开）",
  "landingShare.weibo": "微博",
  "landingShare.facebook": "Facebook",
  "landingShare.twitter": "X（Twitter）",
  "landingShare.wechat": "微信",
  "landingShare.wechatHint": "在微信中打开本页，点右上角的“⋯”分享给朋友或朋友圈。",
  "landingAccess.title": "进入方式",
};

/** The keys of the front door's texts; every language has them all. */
export type FrontDoorCatalog = Readonly<Record<keyof typeof frontDoorZhHans, string>>;
