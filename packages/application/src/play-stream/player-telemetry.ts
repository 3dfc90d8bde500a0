import { FILE_TYPE_NOT_SUPPORTED_MESSAGE } from "@livehall/domain";
import type { Clock } from "../platform/ports";
import type { PlaybackError, PlaybackSession, PlayerLogSink } from "../playback/ports";
import { errorLogEntry } from "../player-logs/error-log-entry";
import { MetricIds } from "../player-logs/metric-ids";
import { PerformanceSampler } from "../player-logs/performance-sampler";
import { errorIdOf, messageGroupOf } from "./player-view";
import type { PlayerView } from "./services";

/**
 * The logs of one player (§7, §8 Player): each load gets its metric id; performance is sampled while
 * the stream plays or buffers; an unsupported source and a fatal error are logged with the stream's
 * address.
 */
export class PlayerTelemetry {
  private readonly sampler: PerformanceSampler;
  private readonly metricIds: MetricIds;
  private metricId = "";

  constructor(
    clock: Clock,
    private readonly logSink: PlayerLogSink | undefined,
  ) {
    this.sampler = new PerformanceSampler(clock, logSink);
    this.metricIds = new MetricIds(clock);
  }

  /** A new load: its logs share a fresh metric id. */
  newLoad(): void {
    this.metricId = this.metricIds.next();
  }

  /** No engine can play `streamUrl`. */
  unsupported(streamUrl: string): void {
    this.logSink?.error({ message: FILE_TYPE_NOT_SUPPORTED_MESSAGE, streamUrl, metricId: this.metricId });
  }

  /** A fatal error the viewer now sees. */
  failed(error: PlaybackError, streamUrl: string): void {
    this.logSink?.error(
      errorLogEntry({
        group: messageGroupOf(error),
        detail: error.detail,
        errorId: errorIdOf(error),
        streamUrl,
        metricId: this.metricId,
      }),
    );
  }

  /** The status changed: sampling runs while playing or buffering (a stall while playing is noted). */
  statusChanged(
    previous: PlayerView["status"],
    next: PlayerView["status"],
    session: PlaybackSession | null,
    streamUrl: string | null,
  ): void {
    if (next === "playing" || next === "buffering") {
      if (!this.sampler.running && session && streamUrl !== null) this.sampler.start(session, { streamUrl, metricId: this.metricId });
    } else {
      this.sampler.stop();
    }
    if (next === "buffering" && previous === "playing") this.sampler.noteWaiting();
  }

  /** The session ended: sampling stops. */
  stop(): void {
    this.sampler.stop();
  }
}
