/** One answer as the server received it: `seq` is the database's sequence number of receipt. */
export interface ReceivedAnswer {
  readonly viewerId: string;
  /** The chosen option, 1-based. */
  readonly option: number;
  readonly seq: number;
}

/** A winner of an award quiz: rank 1 is the first correct answer received. */
export interface QuizWinner {
  readonly viewerId: string;
  readonly rank: number;
}

/**
 * The first `count` correct answers by order of receipt (the sequence number, never the client's
 * clock): one per viewer (a viewer's first answer counts, later ones are ignored), ranked from 1.
 */
export function firstCorrect(answers: readonly ReceivedAnswer[], correctOption: number, count: number): QuizWinner[] {
  const seen = new Set<string>();
  const winners: QuizWinner[] = [];
  for (const answer of [...answers].sort((a, b) => a.seq - b.seq)) {
    if (seen.has(answer.viewerId)) continue;
    seen.add(answer.viewerId);
    if (answer.option !== correctOption || winners.length >= count) continue;
    winners.push({ viewerId: answer.viewerId, rank: winners.length + 1 });
  }
  return winners;
}
