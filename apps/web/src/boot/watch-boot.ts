import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { prefetchRoom, startAdoptablePlayback, type BootHandOff } from "@livehall/application/boot";
import {
  FetchApiGateway,
  FetchMediaApi,
  FetchStreamProbe,
  HlsEngine,
  LocalStorageTokenStore,
  RequestContextState,
  createApiClient,
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
  const engine = new HlsEngine(undefined, undefined, { workerPath: hlsWorkerUrl });
  engine.preload().catch(() => undefined);
  // hls.js starts its transmuxing worker from this file when it attaches and loads no segment
  // before the worker is up: read it into the HTTP cache now (hashed assets are cached for a year).
  fetch(hlsWorkerUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const context = new RequestContextState();
  context.setEvent(config.eventNumber);
  const http = createApiClient({
    baseUrl: config.apiBase,
    fetch: globalThis.fetch.bind(globalThis),
    context,
    tokenStore,
    onTokenChanged: config.reload,
  });
  const room = await prefetchRoom(
    {
      api: new FetchApiGateway(http),
      mediaApi: new FetchMediaApi(http),
      probe: new FetchStreamProbe({ fetch: globalThis.fetch.bind(globalThis) }),
    },
    config.eventNumber,
    config.roomNumber,
  );
  if (room.play === null || !engine.canPlay(room.play)) return { answers: room.answers, playback: null };
  const video = config.createVideo();
  const stage = video.parentElement;
  // Released: out of the boot stage; once the player adopted the element it stays (the player's video).
  const removeVideo = (): void => {
    if (video.parentElement === stage) video.remove();
  };
  // A common-delay room: the stream loads while the detector's first check runs (both ask for the
  // same playlist; the check answers long before a frame could show) and is dropped if it fails.
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
