import type { AwardQuizCatalog } from "./zh-Hans";

/** Arabic texts of the award quiz. */
export const awardQuizAr: AwardQuizCatalog = {
  "awardQuiz.title": "مسابقة بجوائز",
  "awardQuiz.none": "لا توجد مسابقة بعد",
  "awardQuiz.rule":
    "{count, plural, one {أول إجابة صحيحة تفوز} two {أول إجابتين صحيحتين تفوزان} few {أول # إجابات صحيحة تفوز} many {أول # إجابة صحيحة تفوز} other {أول # إجابة صحيحة تفوز}}",
  "awardQuiz.timeLeft": "الوقت المتبقي {time}",
  "awardQuiz.options": "الخيارات",
  "awardQuiz.sending": "جارٍ الإرسال…",
  "awardQuiz.answered": "إجابتك: {option}",
  "awardQuiz.closed": "انتهت المسابقة",
  "awardQuiz.correct": "الإجابة الصحيحة: {option}",
  "awardQuiz.youWon": "تهانينا — كانت إجابتك الصحيحة رقم {rank} وفزت!",
  "awardQuiz.winners": "الفائزون",
  "awardQuiz.noWinners": "لا فائزين بعد",
  "awardQuiz.rank": "رقم {rank}",
  "awardQuiz.answerCount":
    "{count, plural, zero {لا إجابات} one {إجابة واحدة} two {إجابتان} few {# إجابات} many {# إجابة} other {# إجابة}}",
};
