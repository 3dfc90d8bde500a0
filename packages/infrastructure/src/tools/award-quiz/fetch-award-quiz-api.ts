import type { AwardQuizApi, CurrentAwardQuiz, QuizAnswer } from "@livehall/application";
import { AWARD_QUIZ_PATHS, type AwardQuizAnswerRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { parseCurrentAwardQuiz, parseQuizAnswer } from "./parse-award-quiz";

/** The award quiz's viewer calls over the app's shared HttpClient (decision 0028); rejects with ApiFailure. */
export class FetchAwardQuizApi implements AwardQuizApi {
  constructor(private readonly http: HttpClient) {}

  async current(eventId: string, roomId: string): Promise<CurrentAwardQuiz> {
    return parseCurrentAwardQuiz(await this.http.request<unknown>({ method: "GET", path: AWARD_QUIZ_PATHS.current(eventId, roomId) }));
  }

  async answer(eventId: string, roomId: string, quizId: string, option: number): Promise<QuizAnswer> {
    const body: AwardQuizAnswerRequestDTO = { option };
    return parseQuizAnswer(
      await this.http.request<unknown>({ method: "POST", path: AWARD_QUIZ_PATHS.answers(eventId, roomId, quizId), body }),
    );
  }
}
