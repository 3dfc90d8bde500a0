import type { ToolbarCatalog } from "./zh-Hans";

/** Arabic texts of the room's toolbar and its tool drawer (issue 13). */
export const toolbarAr: ToolbarCatalog = {
  "toolbar.label": "أدوات التفاعل",
  "toolbar.more": "المزيد",
  "toolbar.new": "(جديد)",
  "toolbar.close": "إغلاق",
  "toolbar.loading": "جارٍ التحميل…",
  "toolbar.button.BREAKOUT": "الغرف الفرعية",
  "toolbar.button.LIKE": "إعجاب",
  "toolbar.button.REWARD": "الهدايا",
  "toolbar.button.LINK": "نسخ الرابط",
  "toolbar.button.LUCKY_DRAW": "السحب على الجوائز",
  "toolbar.button.COMMENT": "تعليق",
  "toolbar.button.GOODS": "المنتجات",
  "toolbar.button.VIE_ANSWER": "مسابقة بجوائز",
  "toolbar.button.ASK_QUESTION": "الأسئلة والأجوبة",
  "toolbar.button.COLLECT_FORM": "نموذج",
  "toolbar.button.DOWNLOAD_MATERIALS": "التنزيلات",
  "toolbar.button.CODE_ATTENTION": "تابعنا (رمز QR)",
  "toolbar.button.CUSTOMER_SERVICE": "خدمة العملاء",
  "toolbar.button.MARKET_TOOL": "أدوات التسويق",
  "toolbar.button.EXAM": "اختبار",
  "toolbar.button.VOTE": "تصويت",
  "toolbar.button.SIGN_IN": "تسجيل الحضور",
  "toolbar.button.RANKING_LIST": "الترتيب",
  "toolbar.button.POSTER": "ملصق المشاركة",
};
