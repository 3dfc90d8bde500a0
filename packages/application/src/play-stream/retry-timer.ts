import { decideRetry, resetRetry, retryConfig, type RetryConfig, type RetryState } from "@livehall/domain";
import type { Clock, TimerHandle } from "../platform/ports";

/**
 * Replays the current item after a fatal error (§4 Player, §9: 3000 ms later, while fewer than 10
 * retries were made or the 15 s window since the first failure is open). The domain's
 * retry policy decides; this keeps its state and the timer. Load, reload and a quality change
 * call {@link RetryTimer.reset}.
 */
export class RetryTimer {
  private state: RetryState = resetRetry();
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly config: Omit<RetryConfig, "enabled"> = retryConfig({ enabled: true }),
  ) {}

  /**
   * A fatal error happened: schedules `replay` and answers true when retry is `enabled` and the
   * policy allows another attempt; false means give up (show the error).
   */
  failed(enabled: boolean, replay: () => void): boolean {
    this.cancel();
    const decision = decideRetry(this.state, this.clock.now(), { ...this.config, enabled });
    this.state = decision.state;
    if (!decision.retry) return false;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      replay();
    }, decision.delayMs);
    return true;
  }

  /** No retries made yet; a scheduled replay is dropped. */
  reset(): void {
    this.cancel();
    this.state = resetRetry();
  }

  /** Drops a scheduled replay (the count stays). */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
