/** A periodic job the server starts after listening and stops before closing its database. */
export interface PeriodicJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` (never two at once; a failing pass is reported to `onError` and the
 * next one runs as planned). `everyMs` 0 starts nothing. The timer does not keep the process alive.
 */
export function startPeriodicJob(pass: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): PeriodicJob {
  if (everyMs <= 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => {
          onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
