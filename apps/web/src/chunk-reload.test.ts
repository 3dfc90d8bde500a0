import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, chunkLoaded, installChunkReload, reloadOnceAfterChunkFailure } from "./chunk-reload";

/** A sessionStorage stand-in; `broken` throws like a store that cannot be written. */
function store(initial: Record<string, string> = {}, broken = false) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (broken) throw new Error("QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

describe("reloadOnceAfterChunkFailure", () => {
  it.each([
    ["the first failure", {}, false, true],
    ["a second failure before any page loaded", { [CHUNK_RELOAD_KEY]: "1" }, false, false],
    ["a session store that cannot be written", {}, true, false],
  ])("%s: reloads = %s", (_name, initial, broken, reloads) => {
    const reload = vi.fn();
    expect(reloadOnceAfterChunkFailure(store(initial, broken), reload)).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });

  it("reloads once per deploy: after a page loaded, the next failure reloads again", () => {
    const storage = store();
    const reload = vi.fn();
    reloadOnceAfterChunkFailure(storage, reload);
    reloadOnceAfterChunkFailure(storage, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    chunkLoaded(storage);
    reloadOnceAfterChunkFailure(storage, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("installChunkReload", () => {
  it("reloads on vite:preloadError, only once", () => {
    const target = new EventTarget();
    const reload = vi.fn();
    installChunkReload(target, store(), reload);
    target.dispatchEvent(new Event("vite:preloadError"));
    target.dispatchEvent(new Event("vite:preloadError"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
