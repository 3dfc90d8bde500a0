import type { FastifyInstance } from "fastify";

/**
 * In-process timers that push a timed tool's end (a quiz or check-in whose countdown ran out).
 * Best effort: after a restart nothing is pushed, but every read answers the stored end, and
 * the client counts down by itself. Cleared when the server closes.
 */
export class EndTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(app: FastifyInstance) {
    app.addHook("onClose", (_instance, done) => {
      for (const timer of this.timers.values()) clearTimeout(timer);
      this.timers.clear();
      done();
    });
  }

  /** Runs `fire` `delayMs` from now (replacing the timer of `key`). */
  at(key: string, delayMs: number, fire: () => void): void {
    this.cancel(key);
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        fire();
      },
      Math.max(0, Math.min(delayMs, 2_147_483_647)),
    );
    timer.unref();
    this.timers.set(key, timer);
  }

  cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }
}
