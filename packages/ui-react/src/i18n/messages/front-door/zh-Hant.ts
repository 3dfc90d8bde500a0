import type { FrontDoorCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the front door's smaller parts (decision 0046). */
export const frontDoorZhHant: FrontDoorCatalog = {
  "liveCountdown.value": "直播將在 {time} 後開始",
  "liveCountdown.announce": "直播將在 {minutes} 分鐘內開始",
  "liveCountdown.starting": "直播即將開始",
  "homeScreen.label": "加入主畫面",
  "homeScreen.hint": "將本活動加入主畫面：點按「分享」，再選「加入主畫面」。",
  "homeScreen.dismiss": "知道了",
  "landingShare.open": "分享",
  "landingShare.title": "分享活動",
  "landingShare.newTab": "{platform}（在新分頁開啟）",
  "landingShare.weibo": "微博",
  "landingShare.facebook": "Facebook",
  "landingShare.twitter": "X（Twitter）",
  "landingShare.wechat": "微信",
  "landingShare.wechatHint": "在微信中開啟本頁，點右上角的「⋯」分享給朋友或朋友圈。",
  "landingAccess.title": "進入方式",
};
