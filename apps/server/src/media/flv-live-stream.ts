import { Readable } from "node:stream";
import { encodeFlvTag, type FlvFile } from "./flv-file";
import { flvDue, flvPosition, flvStart, flvTimeline, type FlvTimeline } from "./flv-pacer";

/** How often due tags are written (a 25 fps frame is 40 ms). */
const FLV_TICK_MS = 100;
/** How often the stream's push status is checked; the answer ends when it stops living. */
const FLV_STATUS_EVERY_MS = 3000;

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
  /** Whether the stream still pushes; the answer ends on false or on a failure. */
  readonly isLive: () => Promise<boolean>;
  readonly tickMs?: number;
  readonly statusEveryMs?: number;
}

/**
 * An endless HTTP-FLV body of a simulated live stream: the FLV header and sequence headers, then
 * the tags from the keyframe at or before the live position — everything up to that position at
 * once (a burst of at most one segment, so playback starts fast) and the rest paced by the wall
 * clock, looping with timestamps that keep increasing. Stops its timers when the reader goes away
 * and ends once `isLive` says the stream stopped.
 */
export function flvLiveStream(options: FlvLiveOptions): Readable {
  const timeline = options.timeline ?? flvTimeline(options.file.tags, options.loopMs);
  let cursor = flvStart(timeline, options.positionMs);
  const startMs = flvPosition(timeline, cursor);
  const lead = Math.max(0, options.positionMs - startMs);
  const openedAt = options.now();
  let sinceStatus = 0;
  let checking = false;

  const stream = new Readable({ read: () => undefined });
  const tick = (): void => {
    const { tags, next } = flvDue(timeline, cursor, startMs, options.now() - openedAt + lead);
    cursor = next;
    if (tags.length > 0) stream.push(Buffer.concat(tags.map((due) => encodeFlvTag(due.tag, due.timestampMs))));
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
  let stopped = false;
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
