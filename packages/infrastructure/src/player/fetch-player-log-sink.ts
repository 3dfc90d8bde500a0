import type { PlayerLogEntry, PlayerLogSink, PlayerPerformanceSample } from "@livehall/application";
import { API_PATHS, PLAYER_LOG_LIMITS, type PlayerLogDTO, type PlayerLogLevel, type PlayerPerformanceLogDTO } from "@livehall/wire";

/** Where the player's logs go and what describes the viewer's page. */
export interface FetchPlayerLogSinkOptions {
  /** The fetch to use (the browser's, or a test fake). */
  readonly fetch: typeof fetch;
  /** The configured log url (JSON logs are POSTed to it), e.g. `${apiBase}/player-logs`. */
  readonly logUrl: string;
  /** Where performance samples are sent with GET; `${logUrl}/performance` by default. */
  readonly performanceUrl?: string;
  /** The browser's user agent; navigator.userAgent by default. */
  readonly userAgent?: () => string;
  /** The page the player is on; location.href by default. */
  readonly refer?: () => string;
  /** Epoch ms; Date.now by default. */
  readonly now?: () => number;
}

/** The event server's player log url under an API base ("https://host/api" → "https://host/api/player-logs"). */
export function playerLogUrlOf(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, "")}${API_PATHS.playerLogs}`;
}

/** Id fields the server keeps at most this long. */
const ID_LIMIT = 128;
/** The largest number a sample sends (the server reads plain decimals, no exponent). */
const MAX_SAMPLE_NUMBER = 1e15;

const cut = (value: string, limit: number): string => (value.length > limit ? value.slice(0, limit) : value);

/** A sample number as the plain non-negative decimal the server reads (at most 3 decimals). */
export function sampleNumber(value: number): string {
  const clamped = Number.isFinite(value) ? Math.min(MAX_SAMPLE_NUMBER, Math.max(0, value)) : 0;
  return String(Math.round(clamped * 1000) / 1000);
}

const browserUserAgent = (): string => (typeof navigator === "undefined" ? "" : navigator.userAgent);
const pageAddress = (): string => (typeof location === "undefined" ? "" : location.href);

/**
 * The player's logs over fetch (§7, decision 0018): error and debug lines POSTed as JSON
 * PlayerLogDTO to the log url, performance samples sent with GET and the
 * PlayerPerformanceLogDTO fields as query. `keepalive`, so a log sent as the page closes still
 * leaves. Silent: texts are cut to the server's limits, and a failed send is dropped — never
 * thrown, never retried.
 */
export class FetchPlayerLogSink implements PlayerLogSink {
  private readonly fetchFn: typeof fetch;
  private readonly performanceUrl: string;
  private readonly userAgent: () => string;
  private readonly refer: () => string;
  private readonly now: () => number;

  constructor(private readonly options: FetchPlayerLogSinkOptions) {
    this.fetchFn = options.fetch;
    this.performanceUrl = options.performanceUrl ?? `${options.logUrl.replace(/\/+$/, "")}/performance`;
    this.userAgent = options.userAgent ?? browserUserAgent;
    this.refer = options.refer ?? pageAddress;
    this.now = options.now ?? Date.now;
  }

  error(entry: PlayerLogEntry): void {
    this.post("error", entry);
  }

  debug(entry: PlayerLogEntry): void {
    this.post("debug", entry);
  }

  performance(sample: PlayerPerformanceSample): void {
    this.safely(() => {
      const dto: Record<keyof PlayerPerformanceLogDTO, string> = {
        fps: sampleNumber(sample.fps),
        bps: sampleNumber(sample.bps),
        waiting_times: sampleNumber(sample.waitingTimes),
        buffer_length: sampleNumber(sample.bufferLength),
        stream_url: cut(sample.streamUrl, PLAYER_LOG_LIMITS.url),
        metric_id: cut(sample.metricId, ID_LIMIT),
        user_agent: cut(this.userAgent(), PLAYER_LOG_LIMITS.userAgent),
        refer: cut(this.refer(), PLAYER_LOG_LIMITS.url),
      };
      const separator = this.performanceUrl.includes("?") ? "&" : "?";
      return this.fetchFn(`${this.performanceUrl}${separator}${new URLSearchParams(dto).toString()}`, {
        method: "GET",
        credentials: "include",
        keepalive: true,
      });
    });
  }

  private post(level: PlayerLogLevel, entry: PlayerLogEntry): void {
    this.safely(() => {
      const dto: PlayerLogDTO = {
        level,
        message: cut(entry.message, PLAYER_LOG_LIMITS.message) || `player ${level}`,
        ...(entry.errorId ? { errorId: cut(entry.errorId, ID_LIMIT) } : {}),
        stream_url: cut(entry.streamUrl, PLAYER_LOG_LIMITS.url),
        metric_id: cut(entry.metricId, ID_LIMIT),
        user_agent: cut(this.userAgent(), PLAYER_LOG_LIMITS.userAgent),
        refer: cut(this.refer(), PLAYER_LOG_LIMITS.url),
        time: this.now(),
      };
      return this.fetchFn(this.options.logUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(dto),
        credentials: "include",
        keepalive: true,
      });
    });
  }

  /** Sends without letting a failure out (a thrown fetch, a rejected one, or a bad input). */
  private safely(send: () => Promise<Response>): void {
    try {
      send().catch(() => undefined);
    } catch {
      // Dropped: logs must never break playback.
    }
  }
}
