import {
  APP_TOKENS,
  AdoptUrlTokens,
  EnterEvent,
  Landing,
  Notices,
  ResolveEvent,
  Tickets,
  ViewerChannel,
  type LandingApi,
  type Navigator,
  type Notifier,
  type RequestContext,
} from "@livehall/application";
import {
  BrowserClock,
  FetchApiGateway,
  FetchLandingApi,
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
} from "@livehall/infrastructure";
import { Container, ContainerModule } from "inversify";
import { EarlyLandingApi } from "./early-landing-api";

/** What the landing entry hands its composition root (the same meaning as the app's `WebAppConfig` fields). */
export interface LandingAppConfig {
  /** The event server's API base, `${location.origin}/api` in the browser. */
  readonly apiBase: string;
  /** Where tokens and the notice pop-up memory persist (window.localStorage; tests pass a Map-backed fake). */
  readonly storage: Storage;
  /** This tab's storage: the viewer's channel and external-auth flows (window.sessionStorage in the browser). */
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** The landing entry's navigator: landing pages in the app, every other page by a full navigation (landing-history.ts). */
  readonly navigator: Navigator;
  /** Built by the UI (toasts). */
  readonly notifier: Notifier;
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** §7 discovery version header, only when a deployment needs one. */
  readonly discoveryVersion?: DiscoveryVersionHeader;
}

/**
 * The ports the landing page needs, and only those (decision 0044): clock, token store, request
 * context, the API gateway (event, access auth), the landing (its first answers asked for early,
 * `prefetchLanding`), notice, ticket and session APIs over
 * one HttpClient (its token-changed check reloads the page, §4, as in the app), the channel and
 * external-auth flows in this tab's storage, the UI's navigator and notifier. No room, realtime,
 * player, chat or tool adapter: the landing page opens none of them.
 */
export function landingAdapterModule(config: LandingAppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const requestContext = new RequestContextState();
    const tokenStore = new LocalStorageTokenStore(config.storage);
    const http = createApiClient({
      baseUrl: config.apiBase,
      fetch: config.fetch ?? globalThis.fetch.bind(globalThis),
      context: requestContext,
      tokenStore,
      discoveryVersion: config.discoveryVersion,
      onTokenChanged: () => {
        config.navigator.reload();
      },
    });
    bind(APP_TOKENS.Clock).toConstantValue(new BrowserClock());
    bind(APP_TOKENS.TokenStore).toConstantValue(tokenStore);
    bind(APP_TOKENS.RequestContext).toConstantValue(requestContext);
    bind(APP_TOKENS.ApiGateway).toConstantValue(new FetchApiGateway(http));
    bind(APP_TOKENS.SessionApi).toConstantValue(new FetchSessionApi(http));
    bind(APP_TOKENS.LandingApi).toConstantValue(new EarlyLandingApi(new FetchLandingApi(http)));
    bind(APP_TOKENS.ChannelStore).toConstantValue(new SessionChannelStore(config.sessionStorage));
    bind(APP_TOKENS.HandOverFlows).toConstantValue(new SessionStorageHandOverFlows(config.sessionStorage));
    bind(APP_TOKENS.NoticeApi).toConstantValue(new FetchNoticeApi(http));
    bind(APP_TOKENS.NoticePopupMemory).toConstantValue(new LocalNoticePopupMemory(config.storage));
    bind(APP_TOKENS.TicketApi).toConstantValue(new FetchTicketApi(http));
    bind(APP_TOKENS.Navigator).toConstantValue(config.navigator);
    bind(APP_TOKENS.Notifier).toConstantValue(config.notifier);
  });
}

/**
 * The landing page's use-cases, one instance each for the page's lifetime: the event (ResolveEvent,
 * read by the page, its title, the language switcher and the event layout's tabs), the landing page
 * itself and its join (Landing → EnterEvent, with AdoptUrlTokens and ViewerChannel), notices and tickets.
 */
export function landingUseCaseModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_TOKENS.ResolveEvent).to(ResolveEvent).inSingletonScope();
    bind(APP_TOKENS.AdoptUrlTokens).to(AdoptUrlTokens).inSingletonScope();
    bind(APP_TOKENS.ViewerChannel).to(ViewerChannel).inSingletonScope();
    bind(APP_TOKENS.EnterEvent).to(EnterEvent).inSingletonScope();
    bind(APP_TOKENS.Landing).to(Landing).inSingletonScope();
    bind(APP_TOKENS.Notices).to(Notices).inSingletonScope();
    bind(APP_TOKENS.Tickets).to(Tickets).inSingletonScope();
  });
}

/**
 * The landing entry's composition root (decision 0044), the only place its ContainerModules are
 * bound: what `/event/{n}/landing` and `/join` (both sites) ask for, nothing of the watch room.
 * Synchronous, so the page can render at once.
 */
export function createLandingContainer(config: LandingAppConfig): Container {
  const container = new Container();
  container.load(landingAdapterModule(config), landingUseCaseModule());
  return container;
}

/**
 * Asks for the first page's landing answers now (EarlyLandingApi), in `language`: the request
 * context takes it first, so they are asked for as the page would ask (Accept-language). Called at
 * the start with the boot language and again once the event's language settings are known (which
 * asks again only when they chose another language).
 */
export function prefetchLanding(container: Container, eventNumber: string, language: string): void {
  container.get<RequestContext>(APP_TOKENS.RequestContext).setLanguage(language);
  const api = container.get<LandingApi>(APP_TOKENS.LandingApi);
  if (api instanceof EarlyLandingApi) api.prefetch(eventNumber, language);
}
