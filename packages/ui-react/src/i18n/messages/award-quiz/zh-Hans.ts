/** Simplified Chinese texts of the award quiz (spread into the main zh-Hans catalogue). */
export const awardQuizZhHans = {
  "awardQuiz.title": "有奖问答",
  "awardQuiz.none": "暂无竞答题目",
  "awardQuiz.rule": "前 {count} 位答对的观众获奖",
  "awardQuiz.timeLeft": "剩余时间 {time}",
  "awardQuiz.options": "选项",
  "awardQuiz.sending": "提交中…",
  "awardQuiz.answered": "已提交答案：{option}",
  "awardQuiz.closed": "答题已结束",
  "awardQuiz.correct": "正确答案：{option}",
  "awardQuiz.youWon": "恭喜，您是第 {rank} 位答对者，获奖！",
  "awardQuiz.winners": "获奖名单",
  "awardQuiz.noWinners": "暂无获奖者",
  "awardQuiz.rank": "第 {rank} 名",
  "awardQuiz.answerCount": "{count} 人作答",
} as const;

/** The keys of the award quiz's texts; every language has them all. */
export type AwardQuizCatalog = Readonly<Record<keyof typeof awardQuizZhHans, string>>;
