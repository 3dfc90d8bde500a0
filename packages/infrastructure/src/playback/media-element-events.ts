import { Observable } from "rxjs";
import type { PlaybackEvent } from "@livehall/application";
import { PLAYER_MESSAGE_GROUP, isFatalMediaErrorCode, mediaErrorCodeGroup, type PlayerMessageGroup } from "@livehall/domain";
import { monotonicNow } from "../platform/browser-clock";

/** The media element events every engine reports the same way. */
const STATE_EVENTS: ReadonlyArray<readonly [string, PlaybackEvent]> = [
  ["playing", { type: "playing" }],
  ["pause", { type: "paused" }],
  ["waiting", { type: "buffering" }],
  ["ended", { type: "ended" }],
];

/** Time events come at most this often (ms): about 4 a second, what a progress bar needs. */
export const TIME_EVENT_INTERVAL_MS = 250;

/** How the element's events are read. */
export interface MediaElementEventsOptions {
  /** Reports the element's own errors (engines that leave decoding to the element). */
  readonly reportErrors: boolean;
  /** A live source: time events carry duration Infinity, whatever the element says. */
  readonly live: boolean;
  /** Milliseconds clock for throttling time events; performance.now by default. */
  readonly now?: () => number;
}

/** The domain's message group (§8) as the PlaybackEvent error group. */
const EVENT_GROUP: Readonly<Record<PlayerMessageGroup, "network" | "media" | "unknown">> = {
  [PLAYER_MESSAGE_GROUP.NETWORK]: "network",
  [PLAYER_MESSAGE_GROUP.MEDIA]: "media",
  [PLAYER_MESSAGE_GROUP.UNKNOWN]: "unknown",
};

/**
 * Playing/paused/buffering/ended of a `<video>` as PlaybackEvents, plus the play head (`time`,
 * at most every {@link TIME_EVENT_INTERVAL_MS}, always after a seek), the intrinsic size
 * (`videoSize`, on loadedmetadata and resize, once known) and the volume (`volume`). With
 * `reportErrors`, the element's own errors too (§8: media error codes above 1 are fatal).
 */
export function mediaElementEvents(media: HTMLMediaElement, options: MediaElementEventsOptions): Observable<PlaybackEvent> {
  const now = options.now ?? monotonicNow;
  return new Observable<PlaybackEvent>((subscriber) => {
    const added: (readonly [string, () => void])[] = [];
    const on = (name: string, listener: () => void) => {
      media.addEventListener(name, listener);
      added.push([name, listener]);
    };
    for (const [name, event] of STATE_EVENTS) {
      on(name, () => {
        subscriber.next(event);
      });
    }
    let lastTimeAt = Number.NEGATIVE_INFINITY;
    const emitTime = () => {
      lastTimeAt = now();
      const duration = options.live ? Number.POSITIVE_INFINITY : media.duration;
      subscriber.next({ type: "time", currentTime: media.currentTime, duration: Number.isNaN(duration) ? 0 : duration });
    };
    on("timeupdate", () => {
      if (now() - lastTimeAt >= TIME_EVENT_INTERVAL_MS) emitTime();
    });
    on("seeked", emitTime);
    const emitSize = () => {
      const { videoWidth, videoHeight } = media as Partial<HTMLVideoElement>;
      if (videoWidth && videoHeight) subscriber.next({ type: "videoSize", width: videoWidth, height: videoHeight });
    };
    on("loadedmetadata", emitSize);
    on("resize", emitSize);
    on("volumechange", () => {
      subscriber.next({ type: "volume", volume: media.volume, muted: media.muted });
    });
    if (options.reportErrors) {
      on("error", () => {
        const code = media.error?.code ?? 0;
        subscriber.next({
          type: "error",
          fatal: isFatalMediaErrorCode(code),
          group: EVENT_GROUP[mediaErrorCodeGroup(code)],
          detail: media.error?.message || `MediaError ${String(code)}`,
        });
      });
    }
    return () => {
      for (const [name, listener] of added) media.removeEventListener(name, listener);
    };
  });
}
