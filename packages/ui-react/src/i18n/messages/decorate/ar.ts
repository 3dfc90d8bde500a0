import type { DecorateCatalog } from "./zh-Hans";

/** ar texts of the organiser's look: room ad pictures. */
export const decorateAr: DecorateCatalog = {
  "decorate.ads": "إعلانات",
  "decorate.ad": "إعلان",
  "decorate.adLink": "إعلان (يُفتح في علامة تبويب جديدة)",
  "decorate.adClose": "إغلاق الإعلان",
};
