import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { prefetchRoom, startAdoptablePlayback, warmUpEngineFor, type BootHandOff } from "@livehall/application/boot";
import {
  FetchApiGateway,
  FetchMediaApi,
  FetchStreamProbe,
  HlsEngine,
  LocalStorageTokenStore,
  RequestContextState,
  createApiClient,
  lazyMpegtsEngine,
} from "@livehall/infrastructure";

/** Where the boot path runs and what it needs from the browser. */
export interface WatchBootConfig {
  readonly eventNumber: string;
  readonly roomNumber: string;
  /** The event server's API base, `${location.origin}/api`. */
  readonly apiBase: string;
  readonly storage: Storage;
  /** Creates the `<video>` the stream starts on, placed in the page (the app adopts it later). */
  readonly createVideo: () => HTMLVideoElement;
  /** Reloads the page (the API client's answer to a token another tab replaced, §4). */
  readonly reload: () => void;
}

/**
 * The boot path of a watch page (issue 12 item 4, decision 0025): composes the application's
 * framework-free boot code with the infrastructure adapters — the same HTTP client, token store
 * and request context the app uses, hls.js with its worker — and, with a token stored for the
 * event, starts hls.js loading, the room's API chain and, when the play flow would start with the
 * live stream, that stream on a `<video>` of its own. Resolves with the hand-off for the app, or
 * null without a stored token (the app's normal path takes the viewer to the access page).
 */
export async function bootWatchPage(config: WatchBootConfig): Promise<BootHandOff | null> {
  const tokenStore = new LocalStorageTokenStore(config.storage);
  if (!tokenStore.get(config.eventNumber)) return null;
  const context = new RequestContextState();
  context.setEvent(config.eventNumber);
  const http = createApiClient({
    baseUrl: config.apiBase,
    fetch: globalThis.fetch.bind(globalThis),
    context,
    tokenStore,
    onTokenChanged: config.reload,
  });
  // The API chain leaves first (it is the longest path); hls.js and its worker load beside it.
  const prefetched = prefetchRoom(
    {
      api: new FetchApiGateway(http),
      mediaApi: new FetchMediaApi(http),
      probe: new FetchStreamProbe({ fetch: globalThis.fetch.bind(globalThis) }),
    },
    config.eventNumber,
    config.roomNumber,
  );
  const engine = new HlsEngine(undefined, undefined, { workerPath: hlsWorkerUrl });
  // hls.js starts its transmuxing worker from this file at the first segment: read it into the
  // HTTP cache now (hashed assets are cached for a year).
  fetch(hlsWorkerUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  // The video and its hls.js instance are ready (MediaSource opening) while the API answers come:
  // once the address is known, hls.js only loads the playlist.
  const video = config.createVideo();
  const stage = video.parentElement;
  engine.prepare(video).catch(() => undefined);
  // Released: out of the boot stage; once the player adopted the element it stays (the player's video).
  const removeVideo = (): void => {
    engine.discard(video);
    if (video.parentElement === stage) video.remove();
  };
  const room = await prefetched;
  performance.mark("livehall:room-answered");
  if (room.play === null || !engine.canPlay(room.play)) {
    removeVideo();
    // An FLV line: the app's player plays it with mpegts.js — its chunks load now, beside the app.
    if (room.play !== null) warmUpEngineFor(room.play, [lazyMpegtsEngine()]);
    return { answers: room.answers, playback: null };
  }
  // A common-delay room: the stream loads while the detector's first check runs (both ask for the
  // same playlist; the check answers long before a frame could show) and is dropped if it fails.
  performance.mark("livehall:stream-attach");
  const [started, detected] = await Promise.all([
    startAdoptablePlayback(engine, video, room.play, removeVideo).catch(() => null),
    room.detected ?? true,
  ]);
  if (started === null || !detected) {
    started?.release();
    removeVideo();
    return { answers: room.answers, playback: null };
  }
  return { answers: room.answers, playback: started };
}
