/** Thrown when the password check is saturated: the caller answers 429 with Retry-After. */
export class ScryptBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many password checks at once: try again shortly");
    this.name = "ScryptBusy";
  }
}

/** How many scrypt runs at once, how many may wait, and how long. */
export interface ScryptGateLimits {
  readonly running: number;
  readonly waiting: number;
  readonly waitMs: number;
}

/** Two runs share libuv's four threads with file and DNS work; a few may queue briefly. */
export const DEFAULT_SCRYPT_LIMITS: ScryptGateLimits = { running: 2, waiting: 16, waitMs: 2_000 };

/** What {@link ScryptGate.gauge} reports (tests and operators observe it). */
export interface ScryptGauge {
  readonly running: number;
  readonly waiting: number;
  /** Most runs seen at once since the last {@link ScryptGate.resetPeak}. */
  readonly peak: number;
}

/**
 * A small semaphore in front of scrypt (issue 11 item 4): each password guess costs the server
 * one scrypt run on libuv's thread pool, so without it a guess flood starves every other file
 * and crypto call. At most `running` run at once; up to `waiting` more wait `waitMs`; the rest,
 * and those that waited too long, get {@link ScryptBusy} at once.
 */
export class ScryptGate {
  private running = 0;
  private peak = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: ScryptGateLimits = DEFAULT_SCRYPT_LIMITS) {}

  /** Runs `work` when a slot is free; throws {@link ScryptBusy} when it cannot get one in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  gauge(): ScryptGauge {
    return { running: this.running, waiting: this.queue.length, peak: this.peak };
  }

  resetPeak(): void {
    this.peak = this.running;
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.running) {
      this.take();
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(new ScryptBusy(1));
    return new Promise((resolve, reject) => {
      const entry = (): void => {
        clearTimeout(timer);
        this.take();
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.queue.indexOf(entry);
        if (index >= 0) this.queue.splice(index, 1);
        reject(new ScryptBusy(Math.max(1, Math.ceil(this.limits.waitMs / 1000))));
      }, this.limits.waitMs);
      this.queue.push(entry);
    });
  }

  private take(): void {
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
  }

  private release(): void {
    this.running -= 1;
    this.queue.shift()?.();
  }
}

/** The process-wide gate every password check goes through (password-hash.ts). */
export const scryptGate = new ScryptGate();
