import type { LiveLatencySample } from "@livehall/application";

/**
 * What a media element's buffer and decoder say, read the same way by every engine: the
 * seconds buffered ahead of the play head, the end of the buffer (a live stream's newest
 * media), and the decoded/dropped frame counters for the performance log (§7).
 */

/** How far behind the newest buffered media "go live" lands (s): a margin against an instant stall. */
export const LIVE_EDGE_MARGIN_SECONDS = 0.5;

/** Seconds buffered ahead of the play head (0 when the play head is outside every range). */
export function bufferAhead(media: HTMLMediaElement): number {
  const { buffered, currentTime } = media;
  for (let index = 0; index < buffered.length; index += 1) {
    const start = buffered.start(index);
    const end = buffered.end(index);
    // A small gap before a range counts as inside it: the engines jump such gaps.
    if (currentTime >= start - 0.1 && currentTime <= end) return Math.max(0, end - currentTime);
  }
  return 0;
}

/** The end of the last buffered range, or null when nothing is buffered. */
export function bufferedEnd(media: HTMLMediaElement): number | null {
  const { buffered } = media;
  return buffered.length > 0 ? buffered.end(buffered.length - 1) : null;
}

/** Frame counters of a video element (0 where the browser has none, e.g. an audio element). */
export function frameCounts(media: HTMLMediaElement): { readonly decodedFrames: number; readonly droppedFrames: number } {
  const video = media as Partial<HTMLVideoElement>;
  if (typeof video.getVideoPlaybackQuality === "function") {
    const quality = video.getVideoPlaybackQuality();
    return { decodedFrames: quality.totalVideoFrames, droppedFrames: quality.droppedVideoFrames };
  }
  return { decodedFrames: 0, droppedFrames: 0 };
}

/** How far a live element plays behind its newest buffered media, and how much it has ahead; null when nothing is buffered. */
export function liveLatencyOf(media: HTMLMediaElement): LiveLatencySample | null {
  const end = bufferedEnd(media);
  if (end === null) return null;
  return { latencySeconds: Math.max(0, end - media.currentTime), bufferSeconds: bufferAhead(media) };
}

/** Moves a live element's play head to {@link LIVE_EDGE_MARGIN_SECONDS} behind its newest buffered media. */
export function seekToLiveEdgeOf(media: HTMLMediaElement): void {
  const end = bufferedEnd(media);
  if (end !== null) media.currentTime = Math.max(0, end - LIVE_EDGE_MARGIN_SECONDS);
}
