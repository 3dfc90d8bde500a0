/** Who a lucky draw is among (issue 13, decision 0028). */
export type DrawPool = "present" | "commented" | "answered";

/** The viewers each pool holds, by viewer id, as the server found them when the draw was made. */
export interface DrawCandidates {
  /** Viewers in the room now (connected to its realtime channel). */
  readonly present: readonly string[];
  /** Viewers who wrote in the room's chat (messages a moderator deleted count too: they did comment). */
  readonly commented: readonly string[];
  /** Viewers who answered an award quiz of the event. */
  readonly answeredQuiz: readonly string[];
  /** Viewers who voted in the event (empty until votes exist: the vote tool's hook). */
  readonly voted: readonly string[];
}

/**
 * The viewers a draw from `pool` may pick: the pool's viewers ("answered" is quiz answers and
 * votes together), each once, without the winners of the event's earlier rounds (`excluded`),
 * sorted by id so that the stored picks index a list anyone can rebuild.
 */
export function drawEligible(pool: DrawPool, candidates: DrawCandidates, excluded: readonly string[]): string[] {
  const chosen =
    pool === "present"
      ? candidates.present
      : pool === "commented"
        ? candidates.commented
        : [...candidates.answeredQuiz, ...candidates.voted];
  const out = new Set(excluded);
  return [...new Set(chosen)].filter((id) => !out.has(id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
