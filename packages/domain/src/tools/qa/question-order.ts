/** What sorting needs of a question. */
export interface SortableQuestion {
  readonly questionId: string;
  readonly upVotes: number;
  /** Epoch ms. */
  readonly askTime: number;
}

/** The viewer's choice: most up-votes first, or newest first. */
export type QuestionOrder = "votes" | "time";

/**
 * The questions in the viewer's order (a new array): "votes" puts the most up-voted first, ties
 * newest first; "time" newest first. Equal times fall back to the id, so the order is stable
 * between a list call and a push.
 */
export function sortQuestions<T extends SortableQuestion>(questions: readonly T[], order: QuestionOrder): T[] {
  const newest = (a: T, b: T): number => b.askTime - a.askTime || (a.questionId < b.questionId ? 1 : a.questionId > b.questionId ? -1 : 0);
  const byVotes = (a: T, b: T): number => b.upVotes - a.upVotes || newest(a, b);
  return [...questions].sort(order === "votes" ? byVotes : newest);
}

/**
 * A list with one question put in (replacing the one of its id): how a push or an answer merges
 * into what the viewer sees, before sorting.
 */
export function upsertQuestion<T extends SortableQuestion>(questions: readonly T[], question: T): T[] {
  const index = questions.findIndex((item) => item.questionId === question.questionId);
  if (index < 0) return [...questions, question];
  return questions.map((item, at) => (at === index ? question : item));
}
