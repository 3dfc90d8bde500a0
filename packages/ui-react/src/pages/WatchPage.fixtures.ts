import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { BARRAGE_STORAGE_KEY } from "../chat/barrage-settings";

/** Lets the room close: the page closes it just after it unmounts. */
export const roomClosed = () => Promise.resolve();

/** Registers the cleanup every WatchPage test file needs: unmount, real timers, no remembered barrage choices. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    window.localStorage.removeItem(BARRAGE_STORAGE_KEY);
  });
}

/**
 * Viewer counts and how a room page's header reads them, for the watch and the meeting page alike:
 * the count goes to ICU as a number (the plural: Arabic has one and two), the compact form is shown.
 */
export const WATCHER_COUNTS = [
  ["zh-Hans", 12345, "12.3k 人观看"],
  ["en", 1, "1 watching"],
  ["en", 2, "2 watching"],
  ["en", 9876, "9876 watching"],
  ["en", 10001, "10.0k watching"],
  ["ar", 1, "مشاهد واحد"],
  ["ar", 2, "مشاهدان"],
] as const;
