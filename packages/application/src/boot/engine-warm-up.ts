import type { PlaybackEngine, PlaybackSource } from "../playback/ports";

/**
 * The boot path found the room's first play but its own engine cannot take it (an FLV line: the
 * boot path carries hls.js only). Starts loading the library of the engine that will play it, so
 * the app's player finds it in the module cache instead of fetching it at attach (issue 12: the FLV
 * room's first frame waited for the mpegts chunks after the app loaded). Returns the engine warmed,
 * or null when none of `engines` plays the source. Never fails: a failed load is retried by attach.
 */
export function warmUpEngineFor(source: PlaybackSource, engines: readonly PlaybackEngine<never>[]): PlaybackEngine<never> | null {
  const engine = engines.find((candidate) => (!source.live || candidate.liveCapable) && candidate.canPlay(source)) ?? null;
  engine?.preload?.().catch(() => undefined);
  return engine;
}
