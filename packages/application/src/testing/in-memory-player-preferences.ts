import type { PlayerPreferencesStore } from "../playback/ports";

/**
 * A PlayerPreferencesStore in memory: starts with whatever a test says storage holds (bad data
 * included) and records every write.
 */
export class InMemoryPlayerPreferences implements PlayerPreferencesStore {
  readonly writes: { readonly volume: number; readonly muted: boolean }[] = [];

  constructor(private stored: { readonly volume: unknown; readonly muted: unknown } = { volume: undefined, muted: undefined }) {}

  read(): { readonly volume: unknown; readonly muted: unknown } {
    return this.stored;
  }

  write(volume: number, muted: boolean): void {
    this.stored = { volume, muted };
    this.writes.push({ volume, muted });
  }
}
