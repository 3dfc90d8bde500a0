import type { SignupApi } from "@livehall/application";
import type { Questionnaire, SerializedAnswer, TokenRecord } from "@livehall/domain";
import { API_PATHS, type QuestionnaireAnswerRequestDTO } from "@livehall/wire";
import { requireTokenPair } from "../api/map-token-pair";
import type { HttpClient } from "../http/http-client";
import { answerDTO, mapQuestionnaire } from "./map-questionnaire";

/**
 * The sign-up questionnaire calls (§7, decision 0012) over the app's shared HttpClient: load the
 * questionnaire, submit the §5-serialized answers for a token pair. Rejects only with ApiFailure.
 */
export class FetchSignupApi implements SignupApi {
  constructor(private readonly http: HttpClient) {}

  async getQuestionnaire(eventId: string, questionnaireId: string): Promise<Questionnaire> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: API_PATHS.viewerQuestionnaires,
      query: { virtualEventId: eventId, questionnaireId },
    });
    return mapQuestionnaire(data);
  }

  async submitQuestionnaire(
    eventId: string,
    questionnaireId: string,
    answers: readonly SerializedAnswer[],
    browserFingerprint?: string,
  ): Promise<TokenRecord> {
    const body: QuestionnaireAnswerRequestDTO = {
      virtualEventId: eventId,
      questionnaireId,
      questions: answers.map(answerDTO),
      ...(browserFingerprint === undefined ? {} : { browserFingerprint }),
    };
    return requireTokenPair(await this.http.request<unknown>({ method: "POST", path: API_PATHS.questionnaireAnswer, body }));
  }
}
