/** One segment of a live window. */
export interface WindowSegment {
  /** Media sequence number: advances by one every segment duration of wall-clock time. */
  readonly sequence: number;
  /** Which committed file plays (`seg-<fileIndex>.mpegts`, served as `seg-<fileIndex>.ts`): the sequence modulo the file count. */
  readonly fileIndex: number;
  readonly duration: number;
  /** True when the loop wraps back to the first file here (timestamps restart). */
  readonly discontinuity: boolean;
}

export interface LiveWindow {
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  readonly targetDuration: number;
  readonly segments: readonly WindowSegment[];
}

export interface LiveClock {
  /** Wall clock, epoch ms. */
  readonly nowMs: number;
  /** The instant sequence 0 started, epoch ms: a constant, so every server agrees on the edge. */
  readonly epochMs: number;
  /** Nominal segment length; the sequence advances once per this many seconds. */
  readonly segmentSeconds: number;
  /** How many segments the sliding window lists. */
  readonly windowSize: number;
  /** Durations of the committed files, in order; their count is the loop length. */
  readonly fileDurations: readonly number[];
}

/**
 * The sliding window of a simulated live stream at `nowMs` (decision 0006): the last
 * `windowSize` segments completed since `epochMs`, cycling through the committed files. Sequence
 * `s` plays file `s mod n`; each wrap to file 0 carries a discontinuity, and the discontinuity
 * sequence counts the wraps before the window's first segment (whose own tag is dropped). Pure, so
 * any instant can be checked.
 */
export function liveWindow(clock: LiveClock): LiveWindow {
  const files = clock.fileDurations.length;
  if (files === 0) throw new RangeError("a live stream needs at least one segment file");
  const segmentMs = clock.segmentSeconds * 1000;
  const completed = Math.max(0, Math.floor((clock.nowMs - clock.epochMs) / segmentMs));
  const size = Math.max(1, Math.min(clock.windowSize, completed));
  const first = Math.max(0, completed - size);
  const segments: WindowSegment[] = [];
  for (let sequence = first; sequence < first + size; sequence++) {
    const fileIndex = sequence % files;
    segments.push({
      sequence,
      fileIndex,
      duration: clock.fileDurations[fileIndex] ?? clock.segmentSeconds,
      discontinuity: sequence !== first && fileIndex === 0,
    });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / files),
    targetDuration: Math.ceil(Math.max(clock.segmentSeconds, ...clock.fileDurations)),
    segments,
  };
}

/** The simulated live streams restart once a day (at the epoch's time of day). */
export const LIVE_RESTART_PERIOD_MS = 24 * 60 * 60 * 1000;

/**
 * The start of the simulated stream now playing: the last daily restart at or before `nowMs`,
 * counted from the constant `epochMs` so every server agrees. Restarting keeps the media and
 * discontinuity sequence numbers small (under a day of segments): hls.js walks an array as long
 * as the discontinuity sequence on every live playlist reload, which cost ≈ 100–250 ms of main
 * thread per reload when the sequence counted every loop since 2024 (bench/chat-render.mjs).
 */
export function liveRestartMs(nowMs: number, epochMs: number, periodMs: number = LIVE_RESTART_PERIOD_MS): number {
  if (nowMs <= epochMs) return epochMs;
  return epochMs + Math.floor((nowMs - epochMs) / periodMs) * periodMs;
}

/**
 * Renders a window as an HLS media playlist without EXT-X-ENDLIST (live). `uri` names each
 * segment, e.g. `seg-3.ts?n=1234`.
 */
export function renderMediaPlaylist(window: LiveWindow, uri: (segment: WindowSegment) => string): string {
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    "#EXT-X-INDEPENDENT-SEGMENTS",
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, uri(segment));
  }
  return `${lines.join("\n")}\n`;
}

export interface VariantStream {
  readonly uri: string;
  readonly bandwidth: number;
  readonly width: number;
  readonly height: number;
  readonly codecs: string;
}

/** Renders a master playlist listing the renditions, in the given order (the first is the start). */
export function renderMasterPlaylist(variants: readonly VariantStream[]): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}"`,
      variant.uri,
    );
  }
  return `${lines.join("\n")}\n`;
}
