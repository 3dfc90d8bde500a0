import type { Catalog } from "./zh-Hans";
import { loginZhHant } from "./login/zh-Hant";
import { accessZhHant } from "./access/zh-Hant";
import { chatZhHant } from "./chat/zh-Hant";
import { eventLayoutZhHant } from "./event-layout/zh-Hant";
import { meetingZhHant } from "./meeting/zh-Hant";
import { portalZhHant } from "./portal/zh-Hant";
import { decorateZhHant } from "./decorate/zh-Hant";
import { landingZhHant } from "./landing/zh-Hant";
import { giftsZhHant } from "./gifts/zh-Hant";
import { voteZhHant } from "./vote/zh-Hant";
import { marketingZhHant } from "./marketing/zh-Hant";
import { breakoutZhHant } from "./breakout/zh-Hant";
import { shareZhHant } from "./share/zh-Hant";
import { luckyDrawZhHant } from "./lucky-draw/zh-Hant";
import { awardQuizZhHant } from "./award-quiz/zh-Hant";
import { signInZhHant } from "./sign-in/zh-Hant";
import { toolErrorsZhHant } from "./tool-errors/zh-Hant";
import { toolbarZhHant } from "./toolbar/zh-Hant";
import { qaExamZhHant } from "./qa-exam/zh-Hant";
import { playerZhHant } from "./player/zh-Hant";
import { languageZhHant } from "./language/zh-Hant";
import { frontDoorZhHant } from "./front-door/zh-Hant";
import { noticesZhHant } from "./notices/zh-Hant";

export const zhHant: Catalog = {
  "app.name": "Livehall",
  "app.skipToContent": "跳到主要內容",
  "app.notifications": "通知",

  "page.entry": "進入活動",
  "page.landing": "活動主頁",
  "page.access": "觀看驗證",
  "page.watch": "觀看直播",
  "page.noAccess": "無訪問權限",
  "page.noFound": "頁面不存在",
  "page.pageError": "頁面出錯",
  "page.titleWithEvent": "{label} · {event}",

  "loading.event": "正在進入活動…",
  "loading.access": "正在驗證訪問權限…",
  "loading.room": "正在進入會場…",
  "loading.video": "影片載入中…",

  "button.play": "播放",
  "button.retry": "重試",
  "button.reload": "重新載入",
  "button.goToEvent": "前往活動",
  "button.enter": "進入活動",
  "button.dismiss": "關閉",
  "dialog.close": "關閉",
  "button.backToOrigin": "返回原頁面",

  "theme.switchToDark": "切換到深色主題",
  "theme.switchToLight": "切換到淺色主題",

  "landing.startTime": "開始時間：{time}",
  "landing.startTimeUnknown": "開始時間待定",
  "access.formArea": "訪問驗證",
  "pageError.message": "頁面載入失敗，請稍後重試。",
  "crash.heading": "頁面出錯了",
  "crash.message": "頁面無法顯示，請重新載入。",
  "noAccess.message": "您沒有訪問權限",
  "noFound.message": "您訪問的頁面不存在",

  "player.label": "直播影片",
  "player.buffering": "緩衝中…",
  "player.paused": "已暫停",
  "player.error": "播放出錯",
  "player.live": "直播",

  "error.invalidEvent": "無效的活動",
  "error.initFailed": "初始化失敗，請重新整理頁面重試",
  "error.liveNotConfigured": "直播尚未配置，請聯繫主辦方",
  "error.noRoomPermission": "您無權限進入該會場",
  "error.paramsRequired": "參數不能為空",
  "error.networkTimeout": "網路逾時，請稍後重試",
  "error.code.100016": "操作失敗，請稍後重試",
  "error.noAccess": "您沒有訪問權限",
  "error.notFound": "頁面不存在",
  "error.fileTypeNotSupported": "不支援的檔案類型",
  "error.player.network": "網路錯誤",
  "error.player.media": "媒體錯誤",
  "error.player.unknown": "未知錯誤",
  "success.ratingSubmitted": "評價提交成功",
  "success.wechatAuthorized": "微信授權成功",
  "realtime.lost": "即時連線已中斷，請重新整理頁面",
  "live.watchers": "{count, plural, other {{shown} 人觀看}}",
  "live.announcement": "公告",
  "player.masked": "主辦方已暫停直播畫面，恢復前聲音關閉",
  "live.like": "點讚",
  "live.likes": "{count, plural, other {{shown} 個讚}}",
  ...loginZhHant,
  ...accessZhHant,
  ...chatZhHant,
  ...eventLayoutZhHant,
  ...meetingZhHant,
  ...portalZhHant,
  ...decorateZhHant,
  ...landingZhHant,
  ...giftsZhHant,
  ...noticesZhHant,
  ...voteZhHant,
  ...marketingZhHant,
  ...breakoutZhHant,
  ...shareZhHant,
  ...luckyDrawZhHant,
  ...awardQuizZhHant,
  ...signInZhHant,
  ...toolErrorsZhHant,
  ...toolbarZhHant,
  ...qaExamZhHant,
  ...playerZhHant,
  ...languageZhHant,
  ...frontDoorZhHant,
};
