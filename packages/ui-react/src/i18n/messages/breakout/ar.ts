import type { BreakoutCatalog } from "./zh-Hans";

/** ar texts of the BREAKOUT tool. */
export const breakoutAr: BreakoutCatalog = {
  "breakout.loading": "جارٍ تحميل الغرف الفرعية…",
  "breakout.loadFailed": "تعذّر تحميل الغرف الفرعية",
  "breakout.closed": "لم يفتح المضيف الغرف الفرعية بعد",
  "breakout.notAssigned": "الغرف الفرعية مفتوحة، ولم يحدد لك المضيف غرفة بعد",
  "breakout.assigned": "غرفتك الفرعية: {room}",
  "breakout.here": "أنت في الغرفة الفرعية {room}",
  "breakout.rooms": "الغرف الفرعية",
  "breakout.join": "الانتقال إلى غرفتي الفرعية",
  "breakout.return": "العودة إلى القاعة الرئيسية",
  "breakout.mainRoom": "القاعة الرئيسية",
  "breakout.moved": "نقلك المضيف إلى غرفة فرعية",
  "breakout.back": "انتهت الغرف الفرعية: عدت إلى القاعة الرئيسية",
};
