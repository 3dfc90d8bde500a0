import type { MeetingCatalog } from "./zh-Hans";

/** Arabic texts of the meeting page (decision 0039). */
export const meetingAr: MeetingCatalog = {
  "meeting.page": "الاجتماع",
  "meeting.screens": "الشاشات",
  "meeting.screen": "الشاشة {number}",
  "meeting.shownLarge": "معروضة بحجم كبير",
  "meeting.living": "مباشر",
  "meeting.notLiving": "لم تبدأ",
  "meeting.loadingScreens": "جارٍ تحميل الشاشات…",
  "meeting.screensFailed": "تعذّر عرض الشاشات الأخرى الآن",
};
