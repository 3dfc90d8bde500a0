import type { AwardQuizCatalog } from "./zh-Hans";

/** en texts of the award quiz. */
export const awardQuizEn: AwardQuizCatalog = {
  "awardQuiz.title": "Prize quiz",
  "awardQuiz.none": "No quiz yet",
  "awardQuiz.rule": "The first {count, plural, one {correct answer wins} other {# correct answers win}}",
  "awardQuiz.timeLeft": "Time left {time}",
  "awardQuiz.options": "Options",
  "awardQuiz.sending": "Sending…",
  "awardQuiz.answered": "Your answer: {option}",
  "awardQuiz.closed": "The quiz has ended",
  "awardQuiz.correct": "Correct answer: {option}",
  "awardQuiz.youWon": "Congratulations — you were correct answer no. {rank} and win!",
  "awardQuiz.winners": "Winners",
  "awardQuiz.noWinners": "No winners yet",
  "awardQuiz.rank": "No. {rank}",
  "awardQuiz.answerCount": "{count, plural, one {# answer} other {# answers}}",
};
