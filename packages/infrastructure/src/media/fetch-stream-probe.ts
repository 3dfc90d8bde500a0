import type { StreamProbe } from "@livehall/application";
import type { DetectorResponse } from "@livehall/domain";
import { mediaKindOf } from "../playback/media-kind";
import { monotonicNow } from "../platform/browser-clock";

/** How the probe fetches and measures. */
export interface FetchStreamProbeOptions {
  /** The fetch to use (the browser's, Node's, or a test fake). */
  readonly fetch: typeof fetch;
  /** Milliseconds clock; performance.now by default. */
  readonly now?: () => number;
  /** Reading stops after this many bytes (a playlist is read whole, a media file is not). */
  readonly maxBytes?: number;
}

/** Bytes a probe reads at most before it stops (64 KB). */
export const PROBE_MAX_BYTES = 64 * 1024;

/**
 * The stream detector's one check over fetch (§4, §7: "a stream detector polls a media file
 * with GET"): GETs the address, gives up after `timeoutMs` (abort), counts the body bytes up to
 * {@link PROBE_MAX_BYTES} — an endless live HTTP-FLV answer is stopped at its first bytes — and
 * reports the status, the bytes and the time it took. Never rejects: a request that fails or
 * times out answers without status, for the domain's detectorOutcome to read.
 */
export class FetchStreamProbe implements StreamProbe {
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly maxBytes: number;

  constructor(options: FetchStreamProbeOptions) {
    this.fetchFn = options.fetch;
    this.now = options.now ?? monotonicNow;
    this.maxBytes = options.maxBytes ?? PROBE_MAX_BYTES;
  }

  async probe(url: string, timeoutMs: number): Promise<DetectorResponse> {
    const startedAt = this.now();
    const elapsed = () => Math.max(0, this.now() - startedAt);
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        controller.abort();
      },
      Math.max(0, timeoutMs),
    );
    try {
      let response: Response;
      try {
        response = await this.fetchFn(url, { method: "GET", cache: "no-store", signal: controller.signal });
      } catch {
        return { elapsedMs: elapsed() };
      }
      const status = response.status;
      if (status < 200 || status > 299) {
        await response.body?.cancel().catch(() => undefined);
        return { elapsedMs: elapsed(), status, bytes: 0 };
      }
      const bytes = await this.countBytes(response, mediaKindOf(url) === "flv");
      return { elapsedMs: elapsed(), status, bytes };
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** Counts the body's bytes until it ends, the cap, or (an endless stream) the first bytes; an interrupted read keeps its count. */
  private async countBytes(response: Response, endless: boolean): Promise<number> {
    const reader = response.body?.getReader();
    if (!reader) return 0;
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (bytes >= this.maxBytes || (endless && bytes > 0)) break;
      }
    } catch {
      return bytes;
    }
    await reader.cancel().catch(() => undefined);
    return bytes;
  }
}
