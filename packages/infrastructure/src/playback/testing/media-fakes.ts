/** Test helpers that give a happy-dom media element the buffer and play head a browser would have. */

/** Makes `media.buffered` answer these [start, end] ranges. */
export function bufferedRanges(media: HTMLMediaElement, ranges: readonly (readonly [number, number])[]): void {
  const timeRanges = {
    length: ranges.length,
    start: (index: number) => ranges[index]?.[0] ?? 0,
    end: (index: number) => ranges[index]?.[1] ?? 0,
  };
  Object.defineProperty(media, "buffered", { configurable: true, get: () => timeRanges });
}

/** Puts the play head at `seconds` (happy-dom keeps currentTime as set). */
export function setPlayHead(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = seconds;
}
