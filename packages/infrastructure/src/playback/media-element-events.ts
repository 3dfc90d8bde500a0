import { Observable } from "rxjs";
import type { PlaybackEvent } from "@livehall/application";

/** The media element events every engine reports the same way. */
const STATE_EVENTS: ReadonlyArray<readonly [string, PlaybackEvent]> = [
  ["playing", { type: "playing" }],
  ["pause", { type: "paused" }],
  ["waiting", { type: "buffering" }],
  ["ended", { type: "ended" }],
];

/** MediaError codes (MEDIA_ERR_*): 1 aborted, 2 network, 3 decode, 4 source not supported. */
function groupOfMediaError(code: number): "network" | "media" | "unknown" {
  if (code === 2) return "network";
  if (code === 3 || code === 4) return "media";
  return "unknown";
}

/**
 * Playing/paused/buffering/ended of a `<video>` as PlaybackEvents. With `reportErrors`, the
 * element's own errors too (§8: media error codes above 1 are fatal) — for engines that leave
 * decoding to the element.
 */
export function mediaElementEvents(media: HTMLMediaElement, reportErrors: boolean): Observable<PlaybackEvent> {
  return new Observable<PlaybackEvent>((subscriber) => {
    const listeners = STATE_EVENTS.map(([name, event]) => {
      const listener = () => {
        subscriber.next(event);
      };
      media.addEventListener(name, listener);
      return [name, listener] as const;
    });
    const onError = () => {
      const code = media.error?.code ?? 0;
      subscriber.next({
        type: "error",
        fatal: code > 1,
        group: groupOfMediaError(code),
        detail: media.error?.message || `MediaError ${String(code)}`,
      });
    };
    if (reportErrors) media.addEventListener("error", onError);
    return () => {
      for (const [name, listener] of listeners) media.removeEventListener(name, listener);
      if (reportErrors) media.removeEventListener("error", onError);
    };
  });
}
