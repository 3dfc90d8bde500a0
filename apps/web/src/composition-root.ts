import {
  APP_TOKENS,
  EnterEvent,
  OpenRoom,
  PlayStream,
  ResolveEvent,
  type Navigator,
  type Notifier,
} from "@livehall/application";
import {
  BrowserClock,
  FetchApiGateway,
  HlsEngine,
  LocalStorageTokenStore,
  MpegtsEngine,
  NativeVideoEngine,
  RequestContextState,
  type DiscoveryVersionHeader,
} from "@livehall/infrastructure";
import { Container, ContainerModule } from "inversify";

/** What the web app hands the composition root: settings, the browser's storage, and the UI's own ports. */
export interface WebAppConfig {
  /** The event server's API base, `${location.origin}/api` in the browser. */
  readonly apiBase: string;
  /** Where tokens persist (window.localStorage; tests pass a Map-backed fake). */
  readonly storage: Storage;
  /** Built by the UI on top of its router. */
  readonly navigator: Navigator;
  /** Built by the UI (toasts). */
  readonly notifier: Notifier;
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** §7 discovery version header, only when a deployment needs one. */
  readonly discoveryVersion?: DiscoveryVersionHeader;
  /**
   * URL of hls.js's worker script. With it, hls.js transmuxes segments off the main thread
   * (its ESM build has no inline worker); without it, on the main thread.
   */
  readonly hlsWorkerUrl?: string;
}

/**
 * Binds every application port to its adapter: the real clock, the localStorage token store,
 * the request context and the fetch gateway reading it, the UI's navigator and notifier, and the
 * playback engines as a multi-binding in preference order hls → mpegts → native.
 */
export function adapterModule(config: WebAppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const requestContext = new RequestContextState();
    const tokenStore = new LocalStorageTokenStore(config.storage);
    bind(APP_TOKENS.Clock).toConstantValue(new BrowserClock());
    bind(APP_TOKENS.TokenStore).toConstantValue(tokenStore);
    bind(APP_TOKENS.RequestContext).toConstantValue(requestContext);
    bind(APP_TOKENS.ApiGateway).toConstantValue(
      FetchApiGateway.create({
        baseUrl: config.apiBase,
        fetch: config.fetch ?? globalThis.fetch.bind(globalThis),
        context: requestContext,
        tokenStore,
        ...(config.discoveryVersion ? { discoveryVersion: config.discoveryVersion } : {}),
      }),
    );
    bind(APP_TOKENS.Navigator).toConstantValue(config.navigator);
    bind(APP_TOKENS.Notifier).toConstantValue(config.notifier);
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(new HlsEngine(undefined, undefined, config.hlsWorkerUrl !== undefined ? { workerPath: config.hlsWorkerUrl } : {}));
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(new MpegtsEngine());
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(new NativeVideoEngine());
  });
}

/** Binds the use-cases, one instance each for the app's lifetime (their state$ is shared by every page). */
export function useCaseModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_TOKENS.ResolveEvent).to(ResolveEvent).inSingletonScope();
    bind(APP_TOKENS.EnterEvent).to(EnterEvent).inSingletonScope();
    bind(APP_TOKENS.OpenRoom).to(OpenRoom).inSingletonScope();
    bind(APP_TOKENS.PlayStream).to(PlayStream).inSingletonScope();
  });
}

/**
 * The web app's composition root: the only place that knows which adapter serves which port.
 * Synchronous (inversify 8 `container.load`), so the app can render at once.
 */
export function createContainer(config: WebAppConfig): Container {
  const container = new Container();
  container.load(adapterModule(config), useCaseModule());
  return container;
}
