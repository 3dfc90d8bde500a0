import { APP_TOKENS, type Navigator, type Notifier } from "@livehall/application";
import {
  BrowserClock,
  FetchNoticeApi,
  FetchSessionApi,
  FetchTicketApi,
  LocalNoticePopupMemory,
  LocalStorageTokenStore,
  RequestContextState,
  SessionChannelStore,
  SessionStorageHandOverFlows,
  createApiClient,
  type DiscoveryVersionHeader,
  type HttpClient,
} from "@livehall/infrastructure";
import type { Bind } from "inversify";

/** What both entries (the app and the landing entry) hand their composition root about the browser and the UI. */
export interface CoreAdapterConfig {
  /** The event server's API base, `${location.origin}/api` in the browser. */
  readonly apiBase: string;
  /** Where tokens and the notice pop-up memory persist (window.localStorage; tests pass a Map-backed fake). */
  readonly storage: Storage;
  /** This tab's storage: the viewer's channel and external-auth flows (window.sessionStorage in the browser). */
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Built by the UI on top of its router. */
  readonly navigator: Navigator;
  /** Built by the UI (toasts). */
  readonly notifier: Notifier;
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** §7 discovery version header, only when a deployment needs one. */
  readonly discoveryVersion?: DiscoveryVersionHeader;
}

/** The adapters every page's other adapters are built on: one HttpClient and what it carries. */
export interface CoreAdapters {
  /** One client for every API adapter: the request context, the stored tokens, the discovery header. */
  readonly http: HttpClient;
  /** The fetch the API client uses, for adapters that fetch outside the API (media probes, player logs). */
  readonly fetch: typeof fetch;
  readonly clock: BrowserClock;
}

/**
 * Binds the ports every page of both entries needs (decision 0044) and returns the HttpClient the
 * entry's other adapters share: the clock, the token store, the request context, the session, notice
 * and ticket APIs, the channel and external-auth flows in this tab's storage, the UI's navigator and
 * notifier. The client's token-changed check reloads the page (§4: another tab logged in or out).
 */
export function bindCoreAdapters(bind: Bind, config: CoreAdapterConfig): CoreAdapters {
  const requestContext = new RequestContextState();
  const tokenStore = new LocalStorageTokenStore(config.storage);
  const fetchFn = config.fetch ?? globalThis.fetch.bind(globalThis);
  const http = createApiClient({
    baseUrl: config.apiBase,
    fetch: fetchFn,
    context: requestContext,
    tokenStore,
    discoveryVersion: config.discoveryVersion,
    onTokenChanged: () => {
      config.navigator.reload();
    },
  });
  const clock = new BrowserClock();
  bind(APP_TOKENS.Clock).toConstantValue(clock);
  bind(APP_TOKENS.TokenStore).toConstantValue(tokenStore);
  bind(APP_TOKENS.RequestContext).toConstantValue(requestContext);
  bind(APP_TOKENS.SessionApi).toConstantValue(new FetchSessionApi(http));
  bind(APP_TOKENS.ChannelStore).toConstantValue(new SessionChannelStore(config.sessionStorage));
  bind(APP_TOKENS.HandOverFlows).toConstantValue(new SessionStorageHandOverFlows(config.sessionStorage));
  bind(APP_TOKENS.NoticeApi).toConstantValue(new FetchNoticeApi(http));
  bind(APP_TOKENS.NoticePopupMemory).toConstantValue(new LocalNoticePopupMemory(config.storage));
  bind(APP_TOKENS.TicketApi).toConstantValue(new FetchTicketApi(http));
  bind(APP_TOKENS.Navigator).toConstantValue(config.navigator);
  bind(APP_TOKENS.Notifier).toConstantValue(config.notifier);
  return { http, fetch: fetchFn, clock };
}
