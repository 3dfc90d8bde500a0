import { TEST_WAIT_MS } from "@livehall/ui-react/testing";
import { vi } from "vitest";

/**
 * Retries `check` until it passes, for the integration tests that wait on a real server's socket:
 * `vi.waitFor` with {@link TEST_WAIT_MS} instead of its 1 s.
 */
export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: TEST_WAIT_MS, interval: 50, ...options });
}
