import type { FrontDoorCatalog } from "./zh-Hans";

/** en texts of the front door's smaller parts (decision 0046). */
export const frontDoorEn: FrontDoorCatalog = {
  "liveCountdown.value": "Live in {time}",
  "liveCountdown.announce": "The live stream starts within {minutes, plural, one {# minute} other {# minutes}}",
  "liveCountdown.starting": "The live stream is about to start",
  "homeScreen.label": "Add to Home Screen",
  "homeScreen.hint": "Add this event to your Home Screen: tap Share, then “Add to Home Screen”.",
  "homeScreen.dismiss": "Dismiss",
  "landingShare.open": "Share",
  "landingShare.title": "Share this event",
  "landingShare.newTab": "{platform} (opens in a new tab)",
  "landingShare.weibo": "Weibo",
  "landingShare.facebook": "Facebook",
  "landingShare.twitter": "X (Twitter)",
  "landingShare.wechat": "WeChat",
  "landingShare.wechatHint": "Open this page in WeChat and share it from the ⋯ menu at the top right.",
  "landingAccess.title": "How to get in",
};
