import { Readable } from "node:stream";
import { encodeFlvTag, type FlvFile } from "./flv-file";
import { flvDue, flvPosition, flvStart, flvTimeline, type FlvTimeline } from "./flv-pacer";

/** How often due tags are written (a 25 fps frame is 40 ms). */
const FLV_TICK_MS = 100;
/** How often the stream's push status is checked; the answer ends when it stops living. */
const FLV_STATUS_EVERY_MS = 3000;
/** Largest chunk pushed at once, so what waits for the socket stays near one chunk past the high-water mark. */
const FLV_CHUNK_BYTES = 64 * 1024;
/** A reader further behind than this (due but unsent, buffered and queued in the socket) is cut, as the websocket cuts at 1 MB. */
export const FLV_MAX_BEHIND_BYTES = 1024 * 1024;

export interface FlvLiveOptions {
  readonly file: FlvFile;
  /** The source's loop length (segment count × segment seconds, in ms). */
  readonly loopMs: number;
  /** The checked timeline of `file` over `loopMs` (MediaRendition.flvTimeline); built from them when absent. */
  readonly timeline?: FlvTimeline;
  /** The live position now: ms since the live restart (the HLS sequence 0). */
  readonly positionMs: number;
  /** Wall clock, epoch ms. */
  readonly now: () => number;
  /**
   * Whether the answer may go on: the stream still pushes and its viewer may still watch (not
   * banned, trial left); checked every few seconds, the answer ends on false or on a failure.
   */
  readonly isLive: () => Promise<boolean>;
  /** Epoch ms at which the answer ends (its signed address expires); none when absent. */
  readonly endsAt?: number;
  /** Bytes written to the response that still wait in its socket (socket.writableLength); 0 when absent. */
  readonly queuedDownstream?: () => number;
  /** Called once when the reader fell more than `maxBehindBytes` behind; the caller drops the connection. */
  readonly onTooSlow?: () => void;
  readonly maxBehindBytes?: number;
  readonly tickMs?: number;
  readonly statusEveryMs?: number;
}

/**
 * An endless HTTP-FLV body of a simulated live stream: the FLV header and sequence headers, then
 * the tags from the keyframe at or before the live position — everything up to that position at
 * once (a burst of at most one segment, so playback starts fast) and the rest paced by the wall
 * clock, looping with timestamps that keep increasing. Stops its timers when the reader goes away
 * and ends once `isLive` says no or `endsAt` passes.
 *
 * Backpressure: tags are pushed in chunks of at most 64 KB and only while the reader wants more
 * (push() answered true, or read() was called since); while it does not, nothing is encoded and
 * the cursor waits. A reader whose backlog — tags due but not sent, plus bytes buffered here and
 * in its socket — exceeds `maxBehindBytes` (1 MB) is given up: timers stop, the stream is
 * destroyed and `onTooSlow` drops its connection. Server memory per reader stays bounded.
 */
export function flvLiveStream(options: FlvLiveOptions): Readable {
  const timeline = options.timeline ?? flvTimeline(options.file.tags, options.loopMs);
  let cursor = flvStart(timeline, options.positionMs);
  const startMs = flvPosition(timeline, cursor);
  const lead = Math.max(0, options.positionMs - startMs);
  const openedAt = options.now();
  let sinceStatus = 0;
  let checking = false;
  let wanted = true;
  let stopped = false;
  const maxBehind = options.maxBehindBytes ?? FLV_MAX_BEHIND_BYTES;

  const stream = new Readable({
    read: () => {
      wanted = true;
    },
  });
  const tick = (): void => {
    if (stopped) return;
    const nowMs = options.now();
    if (options.endsAt !== undefined && nowMs >= options.endsAt) {
      stop(true);
      return;
    }
    const untilMs = nowMs - openedAt + lead;
    while (wanted) {
      const { tags, next } = flvDue(timeline, cursor, startMs, untilMs, 2000, FLV_CHUNK_BYTES);
      if (tags.length === 0) return;
      cursor = next;
      wanted = stream.push(Buffer.concat(tags.map((due) => encodeFlvTag(due.tag, due.timestampMs))));
    }
    const unsent = flvDue(timeline, cursor, startMs, untilMs, Number.POSITIVE_INFINITY, maxBehind + 1).bytes;
    if (unsent + stream.readableLength + (options.queuedDownstream?.() ?? 0) > maxBehind) {
      stop(false);
      stream.destroy();
      options.onTooSlow?.();
    }
  };
  const checkStatus = (): void => {
    if (checking) return;
    checking = true;
    options.isLive().then(
      (live) => {
        checking = false;
        if (!live) stop(true);
      },
      () => {
        stop(true);
      },
    );
  };
  const tickMs = options.tickMs ?? FLV_TICK_MS;
  const timer = setInterval(() => {
    tick();
    sinceStatus += tickMs;
    if (sinceStatus >= (options.statusEveryMs ?? FLV_STATUS_EVERY_MS)) {
      sinceStatus = 0;
      checkStatus();
    }
  }, tickMs);
  function stop(end: boolean): void {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    if (end && !stream.destroyed) stream.push(null);
  }
  stream.on("close", () => {
    stop(false);
  });
  stream.on("error", () => {
    stop(false);
  });

  stream.push(Buffer.concat([options.file.header, ...options.file.sequenceHeaders.map((tag) => encodeFlvTag(tag, 0))]));
  tick();
  return stream;
}
