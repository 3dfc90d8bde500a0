import type { PlayerPreferencesStore } from "@livehall/application";
import type { StorageLike } from "../session/local-storage-token-store";

/** Where the viewer's volume choice is kept in localStorage. */
export const PLAYER_VOLUME_STORAGE_KEY = "player:volume";

/**
 * The viewer's volume and mute choice in this browser (§5), as JSON `{volume, muted}` under
 * {@link PLAYER_VOLUME_STORAGE_KEY}. Reads what is stored as it is (the application validates
 * and falls back to the defaults); unreadable JSON or a storage that refuses access reads as
 * nothing stored, and a refused write is dropped.
 */
export class LocalPlayerPreferencesStore implements PlayerPreferencesStore {
  constructor(private readonly storage: StorageLike) {}

  read(): { readonly volume: unknown; readonly muted: unknown } {
    try {
      const stored = this.storage.getItem(PLAYER_VOLUME_STORAGE_KEY);
      if (stored === null) return { volume: undefined, muted: undefined };
      const value: unknown = JSON.parse(stored);
      if (typeof value !== "object" || value === null) return { volume: undefined, muted: undefined };
      const record = value as Record<string, unknown>;
      return { volume: record["volume"], muted: record["muted"] };
    } catch {
      return { volume: undefined, muted: undefined };
    }
  }

  write(volume: number, muted: boolean): void {
    try {
      this.storage.setItem(PLAYER_VOLUME_STORAGE_KEY, JSON.stringify({ volume, muted }));
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
    }
  }
}
