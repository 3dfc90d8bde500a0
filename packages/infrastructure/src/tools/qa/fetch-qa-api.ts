import type { QaApi, QaOrder, QaQuestionData } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { QUESTION_ANSWER_PATHS, type AskQuestionRequestDTO, type QuestionListDTO, type UpVoteResultDTO } from "@livehall/wire";
import { list, loose, num } from "../../api/loose";
import type { HttpClient } from "../../http/http-client";
import { parseQuestion } from "./qa-bodies";

/**
 * The room's Q&A calls over the app's shared HttpClient (decision 0029): GET …/questions?sort,
 * POST …/questions `{content}`, POST …/questions/{id}/up-votes. They reject with ApiFailure; an
 * answer without a readable question is a network-kind failure.
 */
export class FetchQaApi implements QaApi {
  constructor(private readonly http: HttpClient) {}

  async list(eventId: string, roomId: string, order: QaOrder): Promise<readonly QaQuestionData[]> {
    const data = await this.http.request<unknown>({
      method: "GET",
      path: QUESTION_ANSWER_PATHS.questions(eventId, roomId),
      query: { sort: order },
    });
    return list(loose<QuestionListDTO>(data).list)
      .map(parseQuestion)
      .filter((question): question is QaQuestionData => question !== null);
  }

  async ask(eventId: string, roomId: string, content: string): Promise<QaQuestionData> {
    const body: AskQuestionRequestDTO = { content };
    const data = await this.http.request<unknown>({ method: "POST", path: QUESTION_ANSWER_PATHS.questions(eventId, roomId), body });
    const question = parseQuestion(data);
    if (question === null) throw new ApiFailure("network", "", 200, "the answer carries no question");
    return question;
  }

  async upVote(eventId: string, roomId: string, questionId: string): Promise<{ questionId: string; upVotes: number }> {
    const data = await this.http.request<unknown>({
      method: "POST",
      path: QUESTION_ANSWER_PATHS.upVotes(eventId, roomId, questionId),
      body: {},
    });
    return { questionId, upVotes: Math.max(0, num(loose<UpVoteResultDTO>(data).upVotes)) };
  }
}
