import type { EventLayoutCatalog } from "./zh-Hans";

/** Arabic texts of the event layouts. */
export const eventLayoutAr: EventLayoutCatalog = {
  "eventLayout.nav": "الفعالية",
  "eventLayout.tab.live": "البث المباشر",
  "eventLayout.tab.meeting": "الندوة",
  "eventLayout.menu": "القائمة",
  "eventLayout.closeMenu": "إغلاق القائمة",
  "eventLayout.backToTop": "العودة إلى الأعلى",
};
