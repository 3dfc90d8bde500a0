import type { FrontDoorCatalog } from "./zh-Hans";

/** Arabic texts of the front door's smaller parts (decision 0046). */
export const frontDoorAr: FrontDoorCatalog = {
  "liveCountdown.value": "يبدأ البث المباشر بعد {time}",
  "liveCountdown.announce":
    "يبدأ البث المباشر خلال {minutes, plural, zero {أقل من دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
  "liveCountdown.starting": "سيبدأ البث المباشر قريبًا",
  "homeScreen.label": "إضافة إلى الشاشة الرئيسية",
  "homeScreen.hint": "أضف هذا الحدث إلى الشاشة الرئيسية: اضغط «مشاركة» ثم «إضافة إلى الشاشة الرئيسية».",
  "homeScreen.dismiss": "إغلاق",
  "landingShare.open": "مشاركة",
  "landingShare.title": "مشاركة هذا الحدث",
  "landingShare.newTab": "{platform} (يفتح في علامة تبويب جديدة)",
  "landingShare.weibo": "ويبو",
  "landingShare.facebook": "فيسبوك",
  "landingShare.twitter": "إكس (تويتر)",
  "landingShare.wechat": "وي تشات",
  "landingShare.wechatHint": "افتح هذه الصفحة في وي تشات وشاركها من القائمة ⋯ في الأعلى.",
  "landingAccess.title": "طريقة الدخول",
};
