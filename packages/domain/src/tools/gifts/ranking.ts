/** One participant of a ranking and what counts (gift cents, invitations). */
export interface RankingEntry {
  readonly id: string;
  readonly value: number;
}

/** A ranked entry: `rank` from 1; equal values share a rank (1, 2, 2, 4). */
export interface RankedEntry extends RankingEntry {
  readonly rank: number;
}

/**
 * The ranking (decision 0030): highest value first, ties by id so every process orders alike, zero
 * and below left out, at most `size` rows; equal values share a rank ("competition ranking").
 */
export function rankEntries(entries: readonly RankingEntry[], size: number): RankedEntry[] {
  const sorted = entries.filter((entry) => entry.value > 0).sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ranked: RankedEntry[] = [];
  sorted.slice(0, Math.max(0, size)).forEach((entry, index) => {
    const previous = ranked[index - 1];
    ranked.push({ ...entry, rank: previous !== undefined && previous.value === entry.value ? previous.rank : index + 1 });
  });
  return ranked;
}
