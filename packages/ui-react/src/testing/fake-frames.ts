import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Replaces requestAnimationFrame for a test: callbacks wait until `frame()` runs them (inside act),
 * so a test decides when a frame passes. Undo with `vi.unstubAllGlobals()`. Tests only.
 */
export function installFakeFrames(): { readonly frame: () => void; readonly pending: () => number } {
  const callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callbacks.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    callbacks.delete(id);
  });
  return {
    frame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      act(() => {
        for (const callback of due) callback(performance.now());
      });
    },
    pending: () => callbacks.size,
  };
}
