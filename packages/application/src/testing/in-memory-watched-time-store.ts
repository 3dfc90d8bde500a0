import type { WatchedTimeStore } from "../session/ports";

/** A WatchedTimeStore kept in a Map: for trial tests and Storybook containers. */
export class InMemoryWatchedTimeStore implements WatchedTimeStore {
  private readonly seconds = new Map<string, number>();

  constructor(initial: Readonly<Record<string, number>> = {}) {
    for (const [eventNumber, value] of Object.entries(initial)) this.seconds.set(eventNumber, value);
  }

  get(eventNumber: string): number {
    return this.seconds.get(eventNumber) ?? 0;
  }

  set(eventNumber: string, seconds: number): void {
    this.seconds.set(eventNumber, seconds);
  }
}
