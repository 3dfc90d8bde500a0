import { DETECTOR_TIMEOUT_MS, detectorDelay, detectorNeedsNewAddress, detectorOutcome, type DetectorResponse } from "@livehall/domain";
import { Subject, type Observable } from "rxjs";
import type { Clock, TimerHandle } from "../platform/ports";
import type { StreamProbe } from "./ports";

/**
 * What the detector found: the stream answers with data (detected), the signed address expired
 * (403: needsNewAddress — ask for a new address and start again), or it gave up after the last
 * check (stopped). Each ends the detection.
 */
export type StreamDetectorEvent =
  | { readonly type: "detected"; readonly url: string }
  | { readonly type: "needsNewAddress"; readonly url: string }
  | { readonly type: "stopped"; readonly url: string };

/**
 * The §4 stream detector: before a common-delay live (or a board) plays, it polls the address
 * through the {@link StreamProbe} port until the stream answers with data. The first check runs
 * at once (a viewer arriving during a live waits for nothing); the gap before each next check is
 * the domain's `detectorDelay(checksDone)` — 2000 ms, 10000 ms after the 15th check — and after
 * the 18th it stops. A check that has not answered after DETECTOR_TIMEOUT_MS (3000 ms) on the
 * Clock counts as a timeout even if the probe never settles. One detector polls one address at
 * a time: `start` replaces a running detection, `stop` ends it silently.
 */
export class StreamDetector {
  private readonly events = new Subject<StreamDetectorEvent>();
  readonly events$: Observable<StreamDetectorEvent> = this.events.asObservable();
  private timer: TimerHandle | null = null;
  private timeout: TimerHandle | null = null;
  private checksDone = 0;
  /** The running detection (its identity drops a late answer of an earlier one); null when not detecting. */
  private detection: { readonly url: string } | null = null;

  constructor(
    private readonly probe: StreamProbe,
    private readonly clock: Clock,
  ) {}

  /** The address being polled, or null when not detecting. */
  get url(): string | null {
    return this.detection?.url ?? null;
  }

  /** Starts polling `url` from the first check (replaces a running detection). */
  start(url: string): void {
    this.stop();
    const detection = { url };
    this.detection = detection;
    this.checksDone = 0;
    this.check(detection);
  }

  /** Ends the detection without an event. */
  stop(): void {
    this.detection = null;
    this.clearTimers();
  }

  private check(detection: { readonly url: string }): void {
    if (detection !== this.detection) return;
    const { url } = detection;
    const startedAt = this.clock.now();
    let settled = false;
    const finish = (response: DetectorResponse): void => {
      if (settled || detection !== this.detection) return;
      settled = true;
      if (this.timeout !== null) this.clock.clearTimeout(this.timeout);
      this.timeout = null;
      this.checked(detection, response);
    };
    this.timeout = this.clock.setTimeout(() => {
      this.timeout = null;
      finish({ elapsedMs: DETECTOR_TIMEOUT_MS });
    }, DETECTOR_TIMEOUT_MS);
    this.probe.probe(url, DETECTOR_TIMEOUT_MS).then(
      (response) => {
        finish({ ...response, elapsedMs: Math.max(response.elapsedMs, this.clock.now() - startedAt) });
      },
      () => {
        finish({ elapsedMs: this.clock.now() - startedAt });
      },
    );
  }

  private checked(detection: { readonly url: string }, response: DetectorResponse): void {
    const { url } = detection;
    this.checksDone += 1;
    const outcome = detectorOutcome(response);
    if (outcome.ok || detectorNeedsNewAddress(outcome)) {
      this.stop();
      this.events.next({ type: outcome.ok ? "detected" : "needsNewAddress", url });
      return;
    }
    const delay = detectorDelay(this.checksDone);
    if (delay === null) {
      this.stop();
      this.events.next({ type: "stopped", url });
      return;
    }
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.check(detection);
    }, delay);
  }

  private clearTimers(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    if (this.timeout !== null) this.clock.clearTimeout(this.timeout);
    this.timer = null;
    this.timeout = null;
  }
}
