import type { Questionnaire, SerializedAnswer, TokenRecord } from "@livehall/domain";

/**
 * The sign-up questionnaire of a signup event (§4 access flow, §7): loaded by id, answered once;
 * a successful answer authenticates the viewer. Rejects with the domain's ApiFailure.
 */
export interface SignupApi {
  /** GET /events/viewer-questionnaires */
  getQuestionnaire(eventId: string, questionnaireId: string): Promise<Questionnaire>;
  /** POST /events/questionnaires/answer */
  submitQuestionnaire(
    eventId: string,
    questionnaireId: string,
    answers: readonly SerializedAnswer[],
    browserFingerprint?: string,
  ): Promise<TokenRecord>;
}
