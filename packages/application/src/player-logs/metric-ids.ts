import type { Clock } from "../platform/ports";

/**
 * Makes the metric id that ties one load's logs together (§7 metric_id): the load time, a
 * per-player counter and a random part, in base 36 — distinct across loads of one player and
 * across players (main video and board) that load in the same millisecond.
 */
export class MetricIds {
  private count = 0;

  constructor(
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  next(): string {
    this.count++;
    const randomPart = Math.floor(this.random() * 36 ** 6)
      .toString(36)
      .padStart(6, "0");
    return `${this.clock.now().toString(36)}-${this.count.toString(36)}-${randomPart}`;
  }
}
