import { vi } from "vitest";

/**
 * Retries `check` until it passes, for the integration tests that wait on a real server's socket:
 * `vi.waitFor` with 10 s instead of its 1 s, which a busy machine (`npm test` runs lint and the
 * PostgreSQL pass beside the suite) can overrun without anything being wrong.
 */
export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 50, ...options });
}
