import type { ShareCatalog } from "./zh-Hans";

/** ar texts of LINK, POSTER, COMMENT and LIKE. */
export const shareAr: ShareCatalog = {
  "success.copied": "تم النسخ",
  "share.link": "رابط الفعالية",
  "share.copy": "نسخ الرابط",
  "share.copying": "جارٍ النسخ…",
  "share.copied": "تم النسخ",
  "share.copyByHand": "لا يسمح متصفحك بالنسخ هنا: حدّد الرابط أدناه واضغط Ctrl+C (أو ⌘+C على Mac)",
  "share.copiedByHand": "نسخته",
  "poster.drawing": "جارٍ إنشاء الملصق…",
  "poster.failed": "تعذّر إنشاء الملصق",
  "poster.image": "ملصق المشاركة: {title}",
  "poster.scan": "امسح للمشاهدة",
  "poster.save": "حفظ الصورة",
  "poster.retry": "إنشاء مرة أخرى",
  "comment.open": "فتح الدردشة",
  "comment.hint": "قل شيئًا في الدردشة",
};
