import { PLAYER_DEFAULTS } from "@livehall/domain";
import type { Clock, TimerHandle } from "../platform/ports";
import type { PlaybackSession, PlaybackStats, PlayerLogSink } from "../playback/ports";

/** Which load the samples belong to (copied into every sample). */
export interface SamplingContext {
  readonly streamUrl: string;
  readonly metricId: string;
}

interface StatsRecord extends PlaybackStats {
  readonly atMs: number;
}

/**
 * The performance log (§7, §9): while a session plays, reads its counters every 800 ms and keeps
 * them 30 s; every 3000 ms sends fps and bps (bits per second) over the last calculation window,
 * the waits (buffering while playing) since the previous calculation and the buffer length. Sessions without stats send nothing.
 */
export class PerformanceSampler {
  private records: StatsRecord[] = [];
  /** Waits noted since the last calculation. */
  private waits = 0;
  private sampleTimer: TimerHandle | null = null;
  private calculationTimer: TimerHandle | null = null;
  private session: PlaybackSession | null = null;
  private context: SamplingContext | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly sink: PlayerLogSink | undefined,
  ) {}

  /** Whether sampling runs (between start and stop). */
  get running(): boolean {
    return this.session !== null;
  }

  /** Starts sampling `session` (taking a first reading now); a running sampling stops first. */
  start(session: PlaybackSession, context: SamplingContext): void {
    this.stop();
    if (!this.sink || !session.stats) return;
    this.session = session;
    this.context = context;
    this.sample();
    this.scheduleSample();
    this.scheduleCalculation();
  }

  /** The playing session ran out of data (counted in waitingTimes). */
  noteWaiting(): void {
    if (this.running) this.waits++;
  }

  /** Stops sampling and forgets the records. */
  stop(): void {
    if (this.sampleTimer !== null) this.clock.clearTimeout(this.sampleTimer);
    if (this.calculationTimer !== null) this.clock.clearTimeout(this.calculationTimer);
    this.sampleTimer = null;
    this.calculationTimer = null;
    this.session = null;
    this.context = null;
    this.records = [];
    this.waits = 0;
  }

  private scheduleSample(): void {
    this.sampleTimer = this.clock.setTimeout(() => {
      this.sample();
      this.scheduleSample();
    }, PLAYER_DEFAULTS.perfSamplingMs);
  }

  private scheduleCalculation(): void {
    this.calculationTimer = this.clock.setTimeout(() => {
      this.calculate();
      this.scheduleCalculation();
    }, PLAYER_DEFAULTS.perfCalculationMs);
  }

  private sample(): StatsRecord | null {
    const stats = this.session?.stats?.() ?? null;
    const now = this.clock.now();
    this.records = this.records.filter((record) => record.atMs > now - PLAYER_DEFAULTS.bufferRecordsKeepMs);
    if (!stats) return null;
    const record: StatsRecord = { ...stats, atMs: now };
    this.records.push(record);
    return record;
  }

  /** The last reading at or before the window's start (else the oldest one), to measure from. */
  private baseline(windowStart: number, current: StatsRecord): StatsRecord | null {
    const before = this.records.filter((record) => record.atMs <= windowStart).at(-1);
    const first = before ?? this.records[0];
    return first && first.atMs < current.atMs ? first : null;
  }

  private calculate(): void {
    const current = this.sample();
    const waits = this.waits;
    this.waits = 0;
    if (!current || !this.sink || !this.context) return;
    const windowStart = current.atMs - PLAYER_DEFAULTS.perfCalculationMs;
    const base = this.baseline(windowStart, current);
    if (!base) return;
    const seconds = (current.atMs - base.atMs) / 1000;
    const frames = Math.max(0, current.decodedFrames - base.decodedFrames);
    const bytes = Math.max(0, current.bytesLoaded - base.bytesLoaded);
    this.sink.performance({
      fps: Math.round((frames / seconds) * 100) / 100,
      bps: Math.round((bytes * 8) / seconds),
      waitingTimes: waits,
      bufferLength: Math.round(current.bufferSeconds * 100) / 100,
      streamUrl: this.context.streamUrl,
      metricId: this.context.metricId,
    });
  }
}
