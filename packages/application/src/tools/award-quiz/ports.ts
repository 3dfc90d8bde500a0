import type { CurrentAwardQuiz, QuizAnswer } from "./services";

/**
 * The award quiz's viewer calls (decision 0028). Both reject with the domain's `ApiFailure`
 * (101302 already answered, 101301 closed, 100105 too many); the adapter adds the bearer token.
 */
export interface AwardQuizApi {
  /** GET …/quizzes/current: asked when the room opens and when the connection comes back. */
  current(eventId: string, roomId: string): Promise<CurrentAwardQuiz>;
  /** POST …/quizzes/{quizId}/answers {option}: the viewer's one answer; resolves their rank so far. */
  answer(eventId: string, roomId: string, quizId: string, option: number): Promise<QuizAnswer>;
}
