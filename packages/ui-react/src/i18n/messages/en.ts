import type { Catalog } from "./zh-Hans";
import { loginEn } from "./login/en";
import { accessEn } from "./access/en";
import { chatEn } from "./chat/en";
import { eventLayoutEn } from "./event-layout/en";
import { meetingEn } from "./meeting/en";
import { portalEn } from "./portal/en";
import { decorateEn } from "./decorate/en";
import { landingEn } from "./landing/en";
import { giftsEn } from "./gifts/en";
import { voteEn } from "./vote/en";
import { marketingEn } from "./marketing/en";
import { breakoutEn } from "./breakout/en";
import { shareEn } from "./share/en";
import { luckyDrawEn } from "./lucky-draw/en";
import { awardQuizEn } from "./award-quiz/en";
import { signInEn } from "./sign-in/en";
import { toolErrorsEn } from "./tool-errors/en";
import { toolbarEn } from "./toolbar/en";
import { qaExamEn } from "./qa-exam/en";
import { playerEn } from "./player/en";
import { languageEn } from "./language/en";
import { frontDoorEn } from "./front-door/en";
import { noticesEn } from "./notices/en";

export const en: Catalog = {
  "app.name": "Livehall",
  "app.skipToContent": "Skip to main content",
  "app.notifications": "Notifications",

  "page.entry": "Entering",
  "page.landing": "Landing",
  "page.access": "Access",
  "page.watch": "Watch",
  "page.noAccess": "No access",
  "page.noFound": "Not found",
  "page.pageError": "Page error",
  "page.titleWithEvent": "{label} · {event}",

  "loading.event": "Entering the event…",
  "loading.access": "Checking your access…",
  "loading.room": "Entering the room…",
  "loading.video": "Loading video…",

  "button.play": "Play",
  "button.retry": "Retry",
  "button.reload": "Reload",
  "button.goToEvent": "Go to event",
  "button.enter": "Enter",
  "button.dismiss": "Dismiss",
  "dialog.close": "Close",
  "button.backToOrigin": "Back to the previous page",

  "theme.switchToDark": "Switch to dark theme",
  "theme.switchToLight": "Switch to light theme",

  "landing.startTime": "Starts: {time}",
  "landing.startTimeUnknown": "Start time to be announced",
  "access.formArea": "Access check",
  "pageError.message": "The page could not be loaded. Please try again later.",
  "crash.heading": "Something went wrong",
  "crash.message": "This page could not be shown. Please reload it.",
  "noAccess.message": "You do not have access",
  "noFound.message": "The page you are looking for does not exist",

  "player.label": "Live video",
  "player.buffering": "Buffering…",
  "player.paused": "Paused",
  "player.error": "Playback error",
  "player.live": "Live",

  "error.invalidEvent": "Invalid event",
  "error.initFailed": "Initialisation failed, please refresh the page",
  "error.liveNotConfigured": "The live stream is not configured yet, please contact the organiser",
  "error.noRoomPermission": "You are not allowed to enter this room",
  "error.paramsRequired": "Parameters must not be empty",
  "error.networkTimeout": "Network timeout, please try again later",
  "error.code.100016": "The operation failed, please try again later",
  "error.noAccess": "You do not have access",
  "error.notFound": "Page not found",
  "error.fileTypeNotSupported": "File type not supported",
  "error.player.network": "Network Error",
  "error.player.media": "Media Error",
  "error.player.unknown": "Unknown Error",
  "success.ratingSubmitted": "Rating submitted",
  "success.wechatAuthorized": "WeChat authorised",
  "realtime.lost": "The live connection was lost, please refresh the page",
  "live.watchers": "{count, plural, other {{shown} watching}}",
  "live.announcement": "Announcement",
  "player.masked": "The organiser has paused the picture; sound is off until it returns",
  "live.like": "Like",
  "live.likes": "{count, plural, one {{shown} like} other {{shown} likes}}",
  ...loginEn,
  ...accessEn,
  ...chatEn,
  ...eventLayoutEn,
  ...meetingEn,
  ...portalEn,
  ...decorateEn,
  ...landingEn,
  ...giftsEn,
  ...noticesEn,
  ...voteEn,
  ...marketingEn,
  ...breakoutEn,
  ...shareEn,
  ...luckyDrawEn,
  ...awardQuizEn,
  ...signInEn,
  ...toolErrorsEn,
  ...toolbarEn,
  ...qaExamEn,
  ...playerEn,
  ...languageEn,
  ...frontDoorEn,
};
