import {
  APP_TOKENS,
  AdoptUrlTokens,
  EnterEvent,
  Landing,
  Notices,
  ResolveEvent,
  Tickets,
  ViewerChannel,
  type ServiceLocator,
} from "@livehall/application";
import { FetchLandingApi, FetchLandingApiGateway } from "@livehall/infrastructure";
import { createCoreAdapters, type CoreAdapterConfig } from "../core-adapters";
import { ServiceRegistry } from "../service-registry";
import { EarlyLandingApi } from "./early-landing-api";
import { visitorPassLoader } from "./visitor-pass-loader";

/**
 * What the landing entry hands its composition root (the app's `WebAppConfig` carries the same),
 * its navigator being the landing entry's: landing pages in the app, every other page by a full
 * navigation (landing-history.ts).
 */
export type LandingAppConfig = CoreAdapterConfig;

/**
 * The landing entry's composition root (decisions 0044 and 0050), the only place its services are
 * made: the ports the landing page needs and only those — every page's core adapters
 * (core-adapters.ts: clock, tokens, request context, session, notices, tickets, channel, hand-over
 * flows, navigator, notifier), the API gateway (event, access auth) and the landing (its first
 * answers asked for early, `prefetchLanding`) — and the landing page's use-cases, one instance each
 * for the page's lifetime: the event (ResolveEvent, read by the page, its title, the language
 * switcher and the event layout's tabs), the landing page itself and its join (Landing → EnterEvent,
 * with AdoptUrlTokens and ViewerChannel), notices and tickets, and the loader of a visitor's pass
 * (decision 0057: its code loads when a visitor's dialog opens). No room, realtime, player, chat or
 * tool service: the landing page opens none of them.
 *
 * Built by hand with the classes' constructors, not by an inversify container (decision 0050): the
 * container's code would be about 20 KB of the page's 120 KB. Synchronous, so the page can render at once.
 */
export function createLandingServices(config: LandingAppConfig): ServiceRegistry {
  const core = createCoreAdapters(config);
  const { navigator, notifier } = config;
  const api = new FetchLandingApiGateway(core.http);
  const landingApi = new EarlyLandingApi(new FetchLandingApi(core.http));
  const resolveEvent = new ResolveEvent(api, core.requestContext, navigator, notifier, core.clock, core.tokenStore);
  const adoptUrlTokens = new AdoptUrlTokens(core.tokenStore, navigator, core.handOverFlows, core.sessionApi);
  const viewerChannel = new ViewerChannel(navigator, core.channelStore);
  const enterEvent = new EnterEvent(
    resolveEvent,
    api,
    core.requestContext,
    core.tokenStore,
    navigator,
    notifier,
    core.clock,
    adoptUrlTokens,
    core.handOverFlows,
    viewerChannel,
  );
  return new ServiceRegistry(core.provided)
    .set(APP_TOKENS.ApiGateway, api)
    .set(APP_TOKENS.LandingApi, landingApi)
    .set(APP_TOKENS.ResolveEvent, resolveEvent)
    .set(APP_TOKENS.AdoptUrlTokens, adoptUrlTokens)
    .set(APP_TOKENS.ViewerChannel, viewerChannel)
    .set(APP_TOKENS.EnterEvent, enterEvent)
    .set(APP_TOKENS.Landing, new Landing(landingApi, enterEvent, core.tokenStore, viewerChannel, core.clock))
    .set(APP_TOKENS.Notices, new Notices(core.noticeApi, core.noticePopupMemory))
    .set(APP_TOKENS.Tickets, new Tickets(core.ticketApi))
    .set(APP_TOKENS.VisitorPassLoader, visitorPassLoader(core.http, core.clock));
}

/**
 * Asks for the first page's landing answers now (EarlyLandingApi), in `language`: the request
 * context takes it first, so they are asked for as the page would ask (Accept-language). Called at
 * the start with the likely language (`likelyLanguage`, decision 0047) and again once the event's
 * language settings are known (which asks again only when they chose another language).
 */
export function prefetchLanding(services: ServiceLocator, eventNumber: string, language: string): void {
  services.get(APP_TOKENS.RequestContext).setLanguage(language);
  const api = services.get(APP_TOKENS.LandingApi);
  if (api instanceof EarlyLandingApi) api.prefetch(eventNumber, language);
}
