import type { AwardQuizCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the award quiz. */
export const awardQuizZhHant: AwardQuizCatalog = {
  "awardQuiz.title": "有獎問答",
  "awardQuiz.none": "暫無競答題目",
  "awardQuiz.rule": "前 {count} 位答對的觀眾獲獎",
  "awardQuiz.timeLeft": "剩餘時間 {time}",
  "awardQuiz.options": "選項",
  "awardQuiz.sending": "提交中…",
  "awardQuiz.answered": "已提交答案：{option}",
  "awardQuiz.closed": "答題已結束",
  "awardQuiz.correct": "正確答案：{option}",
  "awardQuiz.youWon": "恭喜，您是第 {rank} 位答對者，獲獎！",
  "awardQuiz.winners": "獲獎名單",
  "awardQuiz.noWinners": "暫無獲獎者",
  "awardQuiz.rank": "第 {rank} 名",
  "awardQuiz.answerCount": "{count} 人作答",
};
