import { FRAME_WAIT_MS } from "./realtime-client";

/** Waits until `check` holds (polling every 10 ms), failing after `timeoutMs` ({@link FRAME_WAIT_MS} unless given). */
export async function eventually(check: () => boolean, timeoutMs = FRAME_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
