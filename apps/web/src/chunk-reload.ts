/** sessionStorage key: set when the page reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = "livehall:chunkReload";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A chunk (a page's code) failed to load, most likely because a deploy replaced the hashed files
 * the open page refers to: reload the page, once. Returns whether it reloaded. A second failure
 * before any page loaded again does not reload (the error boundary shows the error with Reload
 * instead), nor does a session store that cannot be written (no way to remember, no loop).
 */
export function reloadOnceAfterChunkFailure(storage: SessionStore, reload: () => void): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page's code loaded: a later failed chunk (the next deploy) may reload once again. */
export function chunkLoaded(storage: SessionStore): void {
  try {
    storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing remembered, nothing to forget.
  }
}

/**
 * Listens for Vite's `vite:preloadError` (a dynamic import or its preloaded CSS failed) and reloads
 * once by {@link reloadOnceAfterChunkFailure}. The error still reaches the page's error boundary,
 * which shows it until the reload happens (or for good after the second failure).
 */
export function installChunkReload(target: Pick<Window, "addEventListener">, storage: SessionStore, reload: () => void): void {
  target.addEventListener("vite:preloadError", () => {
    reloadOnceAfterChunkFailure(storage, reload);
  });
}
