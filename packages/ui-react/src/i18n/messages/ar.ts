import type { Catalog } from "./zh-Hans";
import { loginAr } from "./login/ar";
import { accessAr } from "./access/ar";
import { chatAr } from "./chat/ar";
import { eventLayoutAr } from "./event-layout/ar";
import { meetingAr } from "./meeting/ar";
import { portalAr } from "./portal/ar";
import { decorateAr } from "./decorate/ar";
import { landingAr } from "./landing/ar";
import { giftsAr } from "./gifts/ar";
import { voteAr } from "./vote/ar";
import { marketingAr } from "./marketing/ar";
import { breakoutAr } from "./breakout/ar";
import { shareAr } from "./share/ar";
import { luckyDrawAr } from "./lucky-draw/ar";
import { awardQuizAr } from "./award-quiz/ar";
import { signInAr } from "./sign-in/ar";
import { toolErrorsAr } from "./tool-errors/ar";
import { toolbarAr } from "./toolbar/ar";
import { qaExamAr } from "./qa-exam/ar";
import { playerAr } from "./player/ar";
import { languageAr } from "./language/ar";
import { frontDoorAr } from "./front-door/ar";
import { noticesAr } from "./notices/ar";

export const ar: Catalog = {
  "app.name": "Livehall",
  "app.skipToContent": "انتقل إلى المحتوى الرئيسي",
  "app.notifications": "الإشعارات",

  "page.entry": "الدخول",
  "page.landing": "الصفحة الرئيسية",
  "page.access": "التحقق من الدخول",
  "page.watch": "المشاهدة",
  "page.noAccess": "لا يوجد إذن",
  "page.noFound": "الصفحة غير موجودة",
  "page.pageError": "خطأ في الصفحة",
  "page.titleWithEvent": "{label} · {event}",

  "loading.event": "جارٍ الدخول إلى الفعالية…",
  "loading.access": "جارٍ التحقق من إذن الدخول…",
  "loading.room": "جارٍ الدخول إلى القاعة…",
  "loading.video": "جارٍ تحميل الفيديو…",

  "button.play": "تشغيل",
  "button.retry": "إعادة المحاولة",
  "button.reload": "إعادة التحميل",
  "button.goToEvent": "الذهاب إلى الفعالية",
  "button.enter": "دخول",
  "button.dismiss": "إغلاق",
  "dialog.close": "إغلاق",
  "button.backToOrigin": "العودة إلى الصفحة السابقة",

  "theme.switchToDark": "التبديل إلى المظهر الداكن",
  "theme.switchToLight": "التبديل إلى المظهر الفاتح",

  "landing.startTime": "يبدأ في: {time}",
  "landing.startTimeUnknown": "سيتم الإعلان عن موعد البدء",
  "access.formArea": "التحقق من الدخول",
  "pageError.message": "تعذر تحميل الصفحة. يرجى المحاولة لاحقًا.",
  "crash.heading": "حدث خطأ ما",
  "crash.message": "تعذر عرض هذه الصفحة. يرجى إعادة تحميلها.",
  "noAccess.message": "ليس لديك إذن بالدخول",
  "noFound.message": "الصفحة التي تبحث عنها غير موجودة",

  "player.label": "فيديو مباشر",
  "player.buffering": "جارٍ التخزين المؤقت…",
  "player.paused": "متوقف مؤقتًا",
  "player.error": "خطأ في التشغيل",
  "player.live": "مباشر",

  "error.invalidEvent": "فعالية غير صالحة",
  "error.initFailed": "فشلت التهيئة، يرجى تحديث الصفحة",
  "error.liveNotConfigured": "لم يتم إعداد البث المباشر بعد، يرجى التواصل مع المنظم",
  "error.noRoomPermission": "ليس لديك إذن بدخول هذه القاعة",
  "error.paramsRequired": "لا يمكن أن تكون المعلمات فارغة",
  "error.networkTimeout": "انتهت مهلة الشبكة، يرجى المحاولة لاحقًا",
  "error.code.100016": "فشلت العملية، يرجى المحاولة لاحقًا",
  "error.noAccess": "ليس لديك إذن بالدخول",
  "error.notFound": "الصفحة غير موجودة",
  "error.fileTypeNotSupported": "نوع الملف غير مدعوم",
  "error.player.network": "خطأ في الشبكة",
  "error.player.media": "خطأ في الوسائط",
  "error.player.unknown": "خطأ غير معروف",
  "success.ratingSubmitted": "تم إرسال التقييم بنجاح",
  "success.wechatAuthorized": "تم تفويض WeChat بنجاح",
  "realtime.lost": "انقطع الاتصال المباشر، يرجى تحديث الصفحة",
  "live.watchers": "{count, plural, one {مشاهد واحد} two {مشاهدان} few {{shown} مشاهدين} many {{shown} مشاهدًا} other {{shown} مشاهد}}",
  "live.announcement": "إعلان",
  "player.masked": "أوقف المنظم عرض الصورة مؤقتًا؛ الصوت مغلق حتى تعود",
  "live.like": "إعجاب",
  "live.likes":
    "{count, plural, zero {{shown} إعجاب} one {إعجاب واحد} two {إعجابان} few {{shown} إعجابات} many {{shown} إعجابًا} other {{shown} إعجاب}}",
  ...loginAr,
  ...accessAr,
  ...chatAr,
  ...eventLayoutAr,
  ...meetingAr,
  ...portalAr,
  ...decorateAr,
  ...landingAr,
  ...giftsAr,
  ...noticesAr,
  ...voteAr,
  ...marketingAr,
  ...breakoutAr,
  ...shareAr,
  ...luckyDrawAr,
  ...awardQuizAr,
  ...signInAr,
  ...toolErrorsAr,
  ...toolbarAr,
  ...qaExamAr,
  ...playerAr,
  ...languageAr,
  ...frontDoorAr,
};
