import { useLayoutEffect, useRef } from "react";

/**
 * Runs `effect` after the first render and again whenever `key` changes, but not twice for the
 * same key (StrictMode re-runs effects; a use-case should start once per page visit).
 */
export function useRunOnce(key: string, effect: () => void): void {
  const lastKey = useRef<string | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useLayoutEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    latest.current();
  }, [key]);
}
