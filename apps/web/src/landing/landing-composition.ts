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
  type RequestContext,
} from "@livehall/application";
import { FetchApiGateway, FetchLandingApi } from "@livehall/infrastructure";
import { Container, ContainerModule } from "inversify";
import { bindCoreAdapters, type CoreAdapterConfig } from "../core-adapters";
import { EarlyLandingApi } from "./early-landing-api";

/**
 * What the landing entry hands its composition root (the app's `WebAppConfig` carries the same),
 * its navigator being the landing entry's: landing pages in the app, every other page by a full
 * navigation (landing-history.ts).
 */
export type LandingAppConfig = CoreAdapterConfig;

/**
 * The ports the landing page needs, and only those (decision 0044): every page's core adapters
 * (core-adapters.ts: clock, tokens, request context, session, notices, tickets, channel, hand-over
 * flows, navigator, notifier), the API gateway (event, access auth) and the landing (its first
 * answers asked for early, `prefetchLanding`). No room, realtime, player, chat or tool adapter: the
 * landing page opens none of them.
 */
export function landingAdapterModule(config: LandingAppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { http } = bindCoreAdapters(bind, config);
    bind(APP_TOKENS.ApiGateway).toConstantValue(new FetchApiGateway(http));
    bind(APP_TOKENS.LandingApi).toConstantValue(new EarlyLandingApi(new FetchLandingApi(http)));
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
 * the start with the likely language (`likelyLanguage`, decision 0047) and again once the event's
 * language settings are known (which asks again only when they chose another language).
 */
export function prefetchLanding(container: Container, eventNumber: string, language: string): void {
  container.get<RequestContext>(APP_TOKENS.RequestContext).setLanguage(language);
  const api = container.get<LandingApi>(APP_TOKENS.LandingApi);
  if (api instanceof EarlyLandingApi) api.prefetch(eventNumber, language);
}
