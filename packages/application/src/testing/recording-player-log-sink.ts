import type { PlayerLogEntry, PlayerLogSink, PlayerPerformanceSample } from "../playback/ports";

/** A PlayerLogSink that keeps what it was sent. */
export class RecordingPlayerLogSink implements PlayerLogSink {
  readonly errors: PlayerLogEntry[] = [];
  readonly debugs: PlayerLogEntry[] = [];
  readonly samples: PlayerPerformanceSample[] = [];

  error(entry: PlayerLogEntry): void {
    this.errors.push(entry);
  }

  debug(entry: PlayerLogEntry): void {
    this.debugs.push(entry);
  }

  performance(sample: PlayerPerformanceSample): void {
    this.samples.push(sample);
  }
}
