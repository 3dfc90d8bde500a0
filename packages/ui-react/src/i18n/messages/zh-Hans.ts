import { loginZhHans } from "./login/zh-Hans";
import { accessZhHans } from "./access/zh-Hans";
import { chatZhHans } from "./chat/zh-Hans";
import { eventLayoutZhHans } from "./event-layout/zh-Hans";
import { meetingZhHans } from "./meeting/zh-Hans";
import { portalZhHans } from "./portal/zh-Hans";
import { decorateZhHans } from "./decorate/zh-Hans";
import { landingZhHans } from "./landing/zh-Hans";
import { giftsZhHans } from "./gifts/zh-Hans";
import { voteZhHans } from "./vote/zh-Hans";
import { marketingZhHans } from "./marketing/zh-Hans";
import { breakoutZhHans } from "./breakout/zh-Hans";
import { shareZhHans } from "./share/zh-Hans";
import { luckyDrawZhHans } from "./lucky-draw/zh-Hans";
import { awardQuizZhHans } from "./award-quiz/zh-Hans";
import { signInZhHans } from "./sign-in/zh-Hans";
import { toolErrorsZhHans } from "./tool-errors/zh-Hans";
import { toolbarZhHans } from "./toolbar/zh-Hans";
import { qaExamZhHans } from "./qa-exam/zh-Hans";
import { playerZhHans } from "./player/zh-Hans";
import { languageZhHans } from "./language/zh-Hans";
import { frontDoorZhHans } from "./front-door/zh-Hans";
import { noticesZhHans } from "./notices/zh-Hans";
/**
 * Simplified Chinese: the default catalogue and the fallback for every other one. Keys of the
 * application's notices (error.*, success.*) are agreed with packages/application; the others
 * belong to the UI. Messages use ICU syntax ({name} placeholders).
 */
export const zhHans = {
  "app.name": "Livehall",
  "app.skipToContent": "跳到主要内容",
  "app.notifications": "通知",

  "page.entry": "进入活动",
  "page.landing": "活动主页",
  "page.access": "观看验证",
  "page.watch": "观看直播",
  "page.noAccess": "无访问权限",
  "page.noFound": "页面不存在",
  "page.pageError": "页面出错",
  "page.titleWithEvent": "{label} · {event}",

  "loading.event": "正在进入活动…",
  "loading.access": "正在验证访问权限…",
  "loading.room": "正在进入会场…",
  "loading.video": "视频加载中…",

  "button.play": "播放",
  "button.retry": "重试",
  "button.reload": "重新加载",
  "button.goToEvent": "前往活动",
  "button.enter": "进入活动",
  "button.dismiss": "关闭",
  "dialog.close": "关闭",
  "button.backToOrigin": "返回原页面",

  "theme.switchToDark": "切换到深色主题",
  "theme.switchToLight": "切换到浅色主题",

  "landing.startTime": "开始时间：{time}",
  "landing.startTimeUnknown": "开始时间待定",
  "access.formArea": "访问验证",
  "pageError.message": "页面加载失败，请稍后重试。",
  "crash.heading": "页面出错了",
  "crash.message": "页面无法显示，请重新加载。",
  "noAccess.message": "您没有访问权限",
  "noFound.message": "您访问的页面不存在",

  "player.label": "直播视频",
  "player.buffering": "缓冲中…",
  "player.paused": "已暂停",
  "player.error": "播放出错",
  "player.live": "直播",

  "error.invalidEvent": "无效的活动",
  "error.initFailed": "初始化失败，请刷新页面重试",
  "error.liveNotConfigured": "直播尚未配置，请联系主办方",
  "error.noRoomPermission": "您无权限进入该会场",
  "error.paramsRequired": "参数不能为空",
  "error.networkTimeout": "网络超时，请稍后重试",
  "error.code.100016": "操作失败，请稍后重试",
  "error.noAccess": "您没有访问权限",
  "error.notFound": "页面不存在",
  "error.fileTypeNotSupported": "不支持的文件类型",
  "error.player.network": "网络错误",
  "error.player.media": "媒体错误",
  "error.player.unknown": "未知错误",
  "success.ratingSubmitted": "评价提交成功",
  "success.wechatAuthorized": "微信授权成功",
  "realtime.lost": "实时连接已断开，请刷新页面",
  "live.watchers": "{count, plural, other {{shown} 人观看}}",
  "live.announcement": "公告",
  "player.masked": "主办方已暂停直播画面，恢复前声音关闭",
  "live.like": "点赞",
  "live.likes": "{count, plural, other {{shown} 个赞}}",
  ...loginZhHans,
  ...accessZhHans,
  ...chatZhHans,
  ...eventLayoutZhHans,
  ...meetingZhHans,
  ...portalZhHans,
  ...decorateZhHans,
  ...landingZhHans,
  ...giftsZhHans,
  ...noticesZhHans,
  ...voteZhHans,
  ...marketingZhHans,
  ...breakoutZhHans,
  ...shareZhHans,
  ...luckyDrawZhHans,
  ...awardQuizZhHans,
  ...signInZhHans,
  ...toolErrorsZhHans,
  ...toolbarZhHans,
  ...qaExamZhHans,
  ...playerZhHans,
  ...languageZhHans,
  ...frontDoorZhHans,
} as const;

/** Every message key the UI knows. */
export type MessageKey = keyof typeof zhHans;

/** A catalogue for another language: the same keys (a test checks), any text. */
export type Catalog = Readonly<Record<MessageKey, string>>;
