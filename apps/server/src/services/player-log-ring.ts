/**
 * The last `capacity` entries of one kind of player log, oldest first, kept in memory by this
 * process (decision 0018: player logs are not durable; the server log is).
 */
export class PlayerLogRing<T> {
  private readonly entries: T[] = [];

  constructor(private readonly capacity = 500) {}

  add(entry: T): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** A copy of the kept entries, oldest first. */
  list(): T[] {
    return [...this.entries];
  }
}
