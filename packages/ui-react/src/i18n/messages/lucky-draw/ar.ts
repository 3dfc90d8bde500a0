import type { LuckyDrawCatalog } from "./zh-Hans";

/** Arabic texts of the lucky draw. */
export const luckyDrawAr: LuckyDrawCatalog = {
  "luckyDraw.title": "السحب على الجوائز",
  "luckyDraw.none": "لا يوجد سحب بعد — سيظهر هنا عندما يبدأه المنظم",
  "luckyDraw.pool.present": "بين: جميع الحاضرين في القاعة",
  "luckyDraw.pool.commented": "بين: المشاهدين الذين علّقوا",
  "luckyDraw.pool.answered": "بين: المشاهدين الذين أجابوا عن اختبار أو تصويت",
  "luckyDraw.eligible": "{count, plural, one {مشارك واحد} two {مشاركان} few {# مشاركين} many {# مشاركًا} other {# مشارك}} في السحب",
  "luckyDraw.rolling": "جارٍ السحب…",
  "luckyDraw.winners": "الفائزون",
  "luckyDraw.noWinner": "لا يوجد مشاركون مؤهلون: لا فائز في هذه الجولة",
  "luckyDraw.youWon": "تهانينا، لقد فزت!",
  "luckyDraw.notWon": "ليس هذه المرة — حظًا أوفر في الجولة القادمة",
  "luckyDraw.ended": "انتهى هذا السحب",
  "luckyDraw.claim.title": "استلم جائزتك",
  "luckyDraw.claim.name": "الاسم",
  "luckyDraw.claim.phone": "رقم الهاتف",
  "luckyDraw.claim.submit": "إرسال",
  "luckyDraw.claim.sending": "جارٍ الإرسال…",
  "luckyDraw.claim.done": "تم الإرسال — سيتواصل معك المنظم",
  "luckyDraw.claim.invalid.name": "أدخل اسمك (50 حرفًا كحد أقصى)",
  "luckyDraw.claim.invalid.phone": "أدخل رقم هاتف صالحًا",
};
