import type { ExamApi, ExamPaper, ExamScore } from "@livehall/application";
import { ApiFailure, type SerializedAnswer } from "@livehall/domain";
import { EXAM_PATHS, type SubmitExamRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { answerDTO } from "../../signup/map-questionnaire";
import { parseCurrentExam, parseExamScore } from "./exam-bodies";

/**
 * The room's exam calls over the app's shared HttpClient (decision 0029): GET …/exams/current and
 * POST …/exams/{examId}/submissions `{answers}` (§5). They reject with ApiFailure; a submit answer
 * without a readable score is a network-kind failure.
 */
export class FetchExamApi implements ExamApi {
  constructor(private readonly http: HttpClient) {}

  async current(eventId: string, roomId: string): Promise<{ exam: ExamPaper | null; score: ExamScore | null }> {
    return parseCurrentExam(await this.http.request<unknown>({ method: "GET", path: EXAM_PATHS.current(eventId, roomId) }));
  }

  async submit(eventId: string, roomId: string, examId: string, answers: readonly SerializedAnswer[]): Promise<ExamScore> {
    const body: SubmitExamRequestDTO = { answers: answers.map(answerDTO) };
    const data = await this.http.request<unknown>({ method: "POST", path: EXAM_PATHS.submissions(eventId, roomId, examId), body });
    const score = parseExamScore(data);
    if (score === null) throw new ApiFailure("network", "", 200, "the answer carries no score");
    return score;
  }
}
