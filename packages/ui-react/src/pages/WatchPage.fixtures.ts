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
