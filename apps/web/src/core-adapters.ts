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
import { provide, type ProvidedService } from "./service-registry";

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
  readonly tokenStore: LocalStorageTokenStore;
  readonly requestContext: RequestContextState;
  readonly sessionApi: FetchSessionApi;
  readonly channelStore: SessionChannelStore;
  readonly handOverFlows: SessionStorageHandOverFlows;
  readonly noticeApi: FetchNoticeApi;
  readonly noticePopupMemory: LocalNoticePopupMemory;
  readonly ticketApi: FetchTicketApi;
  /** Every port above and the UI's navigator and notifier, under their tokens. */
  readonly provided: readonly ProvidedService[];
}

/**
 * Builds the ports every page of both entries needs (decision 0044): the clock, the token store, the
 * request context, the session, notice and ticket APIs, the channel and external-auth flows in this
 * tab's storage, with one HttpClient the entry's other adapters share; `provided` lists them, and the
 * UI's navigator and notifier, under their tokens. The client's token-changed check reloads the page
 * (§4: another tab logged in or out).
 */
export function createCoreAdapters(config: CoreAdapterConfig): CoreAdapters {
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
  const sessionApi = new FetchSessionApi(http);
  const channelStore = new SessionChannelStore(config.sessionStorage);
  const handOverFlows = new SessionStorageHandOverFlows(config.sessionStorage);
  const noticeApi = new FetchNoticeApi(http);
  const noticePopupMemory = new LocalNoticePopupMemory(config.storage);
  const ticketApi = new FetchTicketApi(http);
  const provided = [
    provide(APP_TOKENS.Clock, clock),
    provide(APP_TOKENS.TokenStore, tokenStore),
    provide(APP_TOKENS.RequestContext, requestContext),
    provide(APP_TOKENS.SessionApi, sessionApi),
    provide(APP_TOKENS.ChannelStore, channelStore),
    provide(APP_TOKENS.HandOverFlows, handOverFlows),
    provide(APP_TOKENS.NoticeApi, noticeApi),
    provide(APP_TOKENS.NoticePopupMemory, noticePopupMemory),
    provide(APP_TOKENS.TicketApi, ticketApi),
    provide(APP_TOKENS.Navigator, config.navigator),
    provide(APP_TOKENS.Notifier, config.notifier),
  ];
  return {
    http,
    fetch: fetchFn,
    clock,
    tokenStore,
    requestContext,
    sessionApi,
    channelStore,
    handOverFlows,
    noticeApi,
    noticePopupMemory,
    ticketApi,
    provided,
  };
}

/** Binds the core adapters (createCoreAdapters) in an inversify container; returns them for the entry's other adapters. */
export function bindCoreAdapters(bind: Bind, config: CoreAdapterConfig): CoreAdapters {
  const core = createCoreAdapters(config);
  for (const { id, value } of core.provided) bind(id).toConstantValue(value);
  return core;
}
