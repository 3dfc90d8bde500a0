/** The baseline codecs hls.js and mpegts.js check before they call MSE usable. */
const BASELINE_CODECS = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

interface MediaSourceLike {
  isTypeSupported(type: string): boolean;
}

/**
 * Whether Media Source Extensions can play H.264/AAC here: the check `Hls.isSupported()` and
 * `mpegts.isSupported()` make, done without loading either library so `canPlay` stays
 * synchronous and the landing page loads no player code.
 */
export function isMediaSourceSupported(scope: object = globalThis): boolean {
  const candidates = ["ManagedMediaSource", "MediaSource", "WebKitMediaSource"] as const;
  for (const name of candidates) {
    const source = (scope as Record<string, unknown>)[name] as MediaSourceLike | undefined;
    if (source && typeof source.isTypeSupported === "function") {
      try {
        if (source.isTypeSupported(BASELINE_CODECS)) return true;
      } catch {
        // A broken MSE implementation counts as none.
      }
    }
  }
  return false;
}
