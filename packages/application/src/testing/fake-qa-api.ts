import { sortQuestions } from "@livehall/domain";
import type { QaApi, QaOrder, QaQuestionData } from "../tools/qa/ports";

/**
 * A QaApi that keeps one room's questions like the reference server (decision 0029): one up-vote
 * per viewer, a private answer shown to its asker only. Tests add others' questions with
 * {@link add} and script failures with `askAnswer` / `upVoteAnswer` / `listAnswer`.
 */
export class FakeQaApi implements QaApi {
  readonly askCalls: string[] = [];
  readonly upVoteCalls: string[] = [];
  readonly listCalls: QaOrder[] = [];
  /** Who this page's viewer is (the demo viewer). */
  viewerId = "u-1";
  nickname = "Ada";
  now = Date.UTC(2024, 0, 1, 2);
  /** Replaces an answer: an Error rejects. */
  askAnswer: (() => Error | undefined) | null = null;
  upVoteAnswer: (() => Error | undefined) | null = null;
  listAnswer: (() => Error | undefined) | null = null;
  private readonly questions: QaQuestionData[] = [];
  private readonly votes = new Set<string>();
  private nextId = 1;

  /** Stores a question as another viewer's ask would and answers it as pushes carry it. */
  add(content: string, more: Partial<QaQuestionData> = {}): QaQuestionData {
    const question: QaQuestionData = {
      questionId: `q-${this.nextId++}`,
      askerId: "u-2",
      nickname: "Bob",
      content,
      askTime: (this.now += 1000),
      upVotes: 0,
      upVoted: false,
      answered: false,
      answer: null,
      privateAnswer: false,
      ...more,
    };
    this.questions.push(question);
    return question;
  }

  /** The organiser answers; answers the question as the room's push carries it (no private text). */
  answer(questionId: string, text: string, privately: boolean): QaQuestionData {
    const index = this.indexOf(questionId);
    const stored = { ...this.stored(index), answer: text, privateAnswer: privately, answered: true };
    this.questions[index] = stored;
    return { ...stored, upVoted: false, answer: privately ? null : text };
  }

  list(_eventId: string, _roomId: string, order: QaOrder): Promise<readonly QaQuestionData[]> {
    this.listCalls.push(order);
    const failure = this.listAnswer?.();
    if (failure) return Promise.reject(failure);
    const seen = this.questions.map((question) => ({
      ...question,
      upVoted: this.votes.has(question.questionId),
      answer: question.privateAnswer && question.askerId !== this.viewerId ? null : question.answer,
    }));
    return Promise.resolve(sortQuestions(seen, order));
  }

  ask(_eventId: string, _roomId: string, content: string): Promise<QaQuestionData> {
    this.askCalls.push(content);
    const failure = this.askAnswer?.();
    if (failure) return Promise.reject(failure);
    return Promise.resolve(this.add(content, { askerId: this.viewerId, nickname: this.nickname }));
  }

  upVote(_eventId: string, _roomId: string, questionId: string): Promise<{ questionId: string; upVotes: number }> {
    this.upVoteCalls.push(questionId);
    const failure = this.upVoteAnswer?.();
    if (failure) return Promise.reject(failure);
    const index = this.indexOf(questionId);
    const question = this.stored(index);
    const counted = this.votes.has(questionId) ? question : { ...question, upVotes: question.upVotes + 1 };
    this.votes.add(questionId);
    this.questions[index] = counted;
    return Promise.resolve({ questionId, upVotes: counted.upVotes });
  }

  private indexOf(questionId: string): number {
    return this.questions.findIndex((question) => question.questionId === questionId);
  }

  private stored(index: number): QaQuestionData {
    const question = this.questions[index];
    if (!question) throw new Error("no such question in the fake");
    return question;
  }
}
