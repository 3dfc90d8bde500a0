import type { WatchedTimeStore } from "@livehall/application";
import { TRIAL_WATCHED_STORAGE_KEY, parseWatchedTimes, putWatchedSeconds, type WatchedTimes } from "@livehall/domain";
import type { StorageLike } from "./local-storage-token-store";

/**
 * Anonymous trial seconds already watched, per event, in localStorage under
 * 'livehall:trialWatched' as JSON `{eventNumber: seconds}` (decision 0012). Read on every access,
 * so a trial spent in another tab counts here too. Corrupt data reads as nothing watched (domain
 * `parseWatchedTimes`) and is replaced on the next write; when storage throws (private mode,
 * quota) the store keeps the times in memory for the page's lifetime.
 */
export class LocalStorageWatchedTimeStore implements WatchedTimeStore {
  private times: WatchedTimes = {};
  private storageUsable = true;

  constructor(private readonly storage: StorageLike) {}

  get(eventNumber: string): number {
    return this.load()[eventNumber] ?? 0;
  }

  set(eventNumber: string, seconds: number): void {
    this.times = putWatchedSeconds(this.load(), eventNumber, seconds);
    if (!this.storageUsable) return;
    try {
      this.storage.setItem(TRIAL_WATCHED_STORAGE_KEY, JSON.stringify(this.times));
    } catch {
      this.storageUsable = false;
    }
  }

  private load(): WatchedTimes {
    if (!this.storageUsable) return this.times;
    try {
      this.times = parseWatchedTimes(this.storage.getItem(TRIAL_WATCHED_STORAGE_KEY));
    } catch {
      this.storageUsable = false;
    }
    return this.times;
  }
}
