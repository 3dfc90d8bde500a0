import {
  APP_TOKENS,
  AccessForm,
  AccessWordsReader,
  AdoptUrlTokens,
  Captcha,
  ChangeNickname,
  CodeLogin,
  CopyText,
  EnterEvent,
  Landing,
  ViewerChannel,
  InterceptAnonymous,
  LogOut,
  LoginPrompt,
  OpenRoom,
  PlayStream,
  ResolveEvent,
  SessionKeeper,
  Signup,
  TabGuard,
  TrialTimer,
  SpentTrial,
  WechatMobileLogin,
  WechatPcLogin,
  WatchRoom,
  WATCH_ROOM_FEATURES,
} from "@livehall/application";
import { PORTAL_TOKENS, PortalPage } from "@livehall/application";
import { FetchPortalApi, StoredBrowserFingerprint } from "@livehall/infrastructure";
import {
  BroadcastChannelTabPresence,
  FetchApiGateway,
  FetchCallToActionApi,
  FetchVoteApi,
  FetchMarketingApi,
  BrowserUrlOpener,
  saveInBrowser,
  FetchBreakoutApi,
  NavigatorClipboard,
  type ClipboardLike,
  FetchLuckyDrawApi,
  FetchAwardQuizApi,
  FetchSignInApi,
  FetchCaptchaApi,
  FetchChatApi,
  FetchLandingApi,
  FetchQaApi,
  FetchExamApi,
  FetchGiftToolsApi,
  FetchLoginApi,
  FetchMediaApi,
  FetchPlayerLogSink,
  FetchRoomApi,
  FetchScreensApi,
  FetchAdPictureApi,
  WebLocksCrossTabLock,
  webLocksOf,
  FetchSignupApi,
  FetchStreamProbe,
  FetchWechatApi,
  GoimRealtimeChannel,
  lazyHlsEngine,
  LocalStorageDeviceIdentity,
  LocalPlayerPreferencesStore,
  LocalStorageWatchedTimeStore,
  lazyMpegtsEngine,
  NativeVideoEngine,
  WebCryptoCaptchaSolver,
  browserOnlineSignal,
  openGlobalWebSocket,
  playerLogUrlOf,
  tabsCanTalk,
  type OpenWebSocket,
} from "@livehall/infrastructure";
import { visitorPassLoader } from "./landing/visitor-pass-loader";
import type { BootHandOff } from "@livehall/application/boot";
import { Container, ContainerModule } from "inversify";
import { PrefetchedApiGateway, PrefetchedMediaApi } from "./boot/prefetched-api";
import { Notices as NoticesUseCase, Tickets as TicketsUseCase } from "@livehall/application";
import { bindCoreAdapters, type CoreAdapterConfig } from "./core-adapters";

/** What the web app hands the composition root: settings, the browser's storage, and the UI's own ports. */
export interface WebAppConfig extends Omit<CoreAdapterConfig, "sessionStorage"> {
  /** This tab's storage for the channel and external-auth flows it started (decision 0023); window.sessionStorage by default. */
  readonly sessionStorage?: CoreAdapterConfig["sessionStorage"];
  /**
   * URL of hls.js's worker script. With it, hls.js transmuxes segments off the main thread
   * (its ESM build has no inline worker); without it, on the main thread.
   */
  readonly hlsWorkerUrl?: string;
  /** Opens the realtime websocket; the global WebSocket by default. */
  readonly openWebSocket?: OpenWebSocket;
  /** Wait (ms) before the realtime channel reconnects; §9's 15 s by default (tests shorten it). */
  readonly realtimeReconnectDelayMs?: number;
  /** §7 the configured player log url (JSON logs POSTed, performance GET at `…/performance`); `${apiBase}/player-logs` by default. */
  readonly playerLogUrl?: string;
  /**
   * What the boot path started for this page (decision 0025): its API answers are served to the
   * app's first matching calls and its playback is offered to the main player core. Absent: the
   * normal path.
   */
  readonly bootHandOff?: BootHandOff | null;
  /** Where a customer-service link opens (§2); the page's window by default (tests hand in a recording one). */
  readonly urlWindow?: Pick<Window, "open" | "location" | "navigator">;
}

/** window.sessionStorage, or (where there is none) a stand-in that fails, so flows last for the page. */
function tabStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  if (typeof globalThis.sessionStorage !== "undefined") return globalThis.sessionStorage;
  const none = (): never => {
    throw new Error("no sessionStorage");
  };
  return { getItem: none, setItem: none, removeItem: none };
}

/**
 * Binds every application port to its adapter: every page's core adapters (core-adapters.ts, shared
 * with the landing entry: clock, tokens, request context, session, notices, tickets, this tab's
 * channel and external-auth flows, navigator, notifier, and one HttpClient whose token-changed check
 * reloads the page, §4), the fetch gateway and the per-feature APIs over that client, the
 * localStorage stores (trial watched time, device id), the WebCrypto captcha
 * solver, tab presence over BroadcastChannel (only where it exists: TabGuard treats it as
 * optional), the realtime channel over the browser's WebSocket
 * (goim protocol), the playback engines as a multi-binding in preference order
 * hls → mpegts → native, and the player's adapters: the media API over the shared HttpClient,
 * the stream probe over plain fetch (media addresses are not API calls), the player log sink and
 * the volume preferences in the given storage.
 */
export function adapterModule(config: WebAppConfig, bootPlaybackOffered: () => boolean = () => false): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const {
      http,
      fetch: fetchFn,
      clock,
    } = bindCoreAdapters(bind, {
      ...config,
      sessionStorage: config.sessionStorage ?? tabStorage(),
    });
    const handOff = config.bootHandOff ?? null;
    const gateway = new FetchApiGateway(http);
    bind(APP_TOKENS.ApiGateway).toConstantValue(
      handOff ? new PrefetchedApiGateway(gateway, handOff.answers, bootPlaybackOffered) : gateway,
    );
    bind(APP_TOKENS.CaptchaApi).toConstantValue(new FetchCaptchaApi(http));
    bind(APP_TOKENS.VisitorPassLoader).toConstantValue(visitorPassLoader(http, clock));
    bind(APP_TOKENS.LoginApi).toConstantValue(new FetchLoginApi(http));
    bind(APP_TOKENS.SignupApi).toConstantValue(new FetchSignupApi(http));
    bind(APP_TOKENS.WechatApi).toConstantValue(new FetchWechatApi(http));
    bind(APP_TOKENS.RoomApi).toConstantValue(new FetchRoomApi(http));
    bind(APP_TOKENS.ScreensApi).toConstantValue(new FetchScreensApi(http));
    bind(APP_TOKENS.AdPictureApi).toConstantValue(new FetchAdPictureApi(http));
    bind(APP_TOKENS.ChatApi).toConstantValue(new FetchChatApi(http));
    bind(APP_TOKENS.LandingApi).toConstantValue(new FetchLandingApi(http));
    bind(APP_TOKENS.CallToActionApi).toConstantValue(new FetchCallToActionApi(http));
    bind(PORTAL_TOKENS.PortalApi).toConstantValue(new FetchPortalApi(http));
    bind(PORTAL_TOKENS.BrowserFingerprint).toConstantValue(new StoredBrowserFingerprint(config.storage));
    const giftTools = new FetchGiftToolsApi(http);
    bind(APP_TOKENS.GiftApi).toConstantValue(giftTools);
    bind(APP_TOKENS.GoodsApi).toConstantValue(giftTools);
    bind(APP_TOKENS.RedEnvelopeApi).toConstantValue(giftTools);
    bind(APP_TOKENS.FeedApi).toConstantValue(giftTools);
    bind(APP_TOKENS.VoteApi).toConstantValue(new FetchVoteApi(http));
    bind(APP_TOKENS.MarketingApi).toConstantValue(new FetchMarketingApi(http, saveInBrowser));
    // Created when a room first asks for it: composition tests run without a window.
    bind(APP_TOKENS.UrlOpener)
      .toDynamicValue(() => new BrowserUrlOpener(config.urlWindow ?? window, (config.urlWindow ?? window).navigator.userAgent))
      .inSingletonScope();
    bind(APP_TOKENS.BreakoutApi).toConstantValue(new FetchBreakoutApi(http));
    bind(APP_TOKENS.Clipboard).toConstantValue(
      new NavigatorClipboard((globalThis.navigator as { clipboard?: ClipboardLike } | undefined)?.clipboard),
    );
    bind(APP_TOKENS.CopyText).to(CopyText).inSingletonScope();
    bind(APP_TOKENS.LuckyDrawApi).toConstantValue(new FetchLuckyDrawApi(http));
    bind(APP_TOKENS.AwardQuizApi).toConstantValue(new FetchAwardQuizApi(http));
    bind(APP_TOKENS.SignInApi).toConstantValue(new FetchSignInApi(http));
    bind(APP_TOKENS.QaApi).toConstantValue(new FetchQaApi(http));
    bind(APP_TOKENS.ExamApi).toConstantValue(new FetchExamApi(http));
    const mediaApi = new FetchMediaApi(http);
    bind(APP_TOKENS.MediaApi).toConstantValue(handOff ? new PrefetchedMediaApi(mediaApi, handOff.answers) : mediaApi);
    bind(APP_TOKENS.StreamProbe).toConstantValue(new FetchStreamProbe({ fetch: fetchFn }));
    bind(APP_TOKENS.PlayerLogSink).toConstantValue(
      new FetchPlayerLogSink({ fetch: fetchFn, logUrl: config.playerLogUrl ?? playerLogUrlOf(config.apiBase) }),
    );
    bind(APP_TOKENS.PlayerPreferencesStore).toConstantValue(new LocalPlayerPreferencesStore(config.storage));
    bind(APP_TOKENS.CaptchaSolver).toConstantValue(new WebCryptoCaptchaSolver());
    bind(APP_TOKENS.WatchedTimeStore).toConstantValue(new LocalStorageWatchedTimeStore(config.storage));
    bind(APP_TOKENS.DeviceIdentity).toConstantValue(new LocalStorageDeviceIdentity(config.storage));
    const locks = webLocksOf(globalThis);
    if (locks) bind(APP_TOKENS.CrossTabLock).toConstantValue(new WebLocksCrossTabLock(locks));
    if (tabsCanTalk()) bind(APP_TOKENS.TabPresence).toConstantValue(new BroadcastChannelTabPresence());
    bind(APP_TOKENS.RealtimeChannel).toConstantValue(
      new GoimRealtimeChannel(config.openWebSocket ?? openGlobalWebSocket, clock, {
        ...(config.realtimeReconnectDelayMs !== undefined ? { reconnectDelayMs: config.realtimeReconnectDelayMs } : {}),
        ...(typeof window !== "undefined" ? { online: browserOnlineSignal(window) } : {}),
      }),
    );
    // The hls.js and mpegts.js adapters load at the first play (pages that never play carry none of them).
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(
      lazyHlsEngine(config.hlsWorkerUrl !== undefined ? { workerPath: config.hlsWorkerUrl } : {}),
    );
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(lazyMpegtsEngine());
    bind(APP_TOKENS.PlaybackEngine).toConstantValue(new NativeVideoEngine());
  });
}

/**
 * Binds the use-cases, one instance each for the app's lifetime (their state$ is shared by every
 * page) — except the captcha: each form resolves its own (transient).
 */
export function useCaseModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_TOKENS.ResolveEvent).to(ResolveEvent).inSingletonScope();
    bind(PORTAL_TOKENS.PortalPage).to(PortalPage).inSingletonScope();
    bind(APP_TOKENS.EnterEvent).to(EnterEvent).inSingletonScope();
    bind(APP_TOKENS.Notices).to(NoticesUseCase).inSingletonScope();
    bind(APP_TOKENS.Tickets).to(TicketsUseCase).inSingletonScope();
    bind(APP_TOKENS.ViewerChannel).to(ViewerChannel).inSingletonScope();
    bind(APP_TOKENS.Landing).to(Landing).inSingletonScope();
    bind(APP_TOKENS.AccessWords).to(AccessWordsReader).inSingletonScope();
    bind(APP_TOKENS.OpenRoom).to(OpenRoom).inSingletonScope();
    bind(APP_TOKENS.PlayStream).to(PlayStream).inSingletonScope();
    // The board's player: a second PlayStream, with its own engine session and state.
    bind(APP_TOKENS.BoardStream).to(PlayStream).inSingletonScope();
    bind(APP_TOKENS.WatchRoom).to(WatchRoom).inSingletonScope();
    bind(APP_TOKENS.SessionKeeper).to(SessionKeeper).inSingletonScope();
    bind(APP_TOKENS.AdoptUrlTokens).to(AdoptUrlTokens).inSingletonScope();
    bind(APP_TOKENS.TabGuard).to(TabGuard).inSingletonScope();
    bind(APP_TOKENS.TrialTimer).to(TrialTimer).inSingletonScope();
    bind(APP_TOKENS.SpentTrial).to(SpentTrial).inSingletonScope();
    bind(APP_TOKENS.LogOut).to(LogOut).inSingletonScope();
    bind(APP_TOKENS.LoginPrompt).to(LoginPrompt).inSingletonScope();
    bind(APP_TOKENS.InterceptAnonymous).to(InterceptAnonymous).inSingletonScope();
    bind(APP_TOKENS.Captcha).to(Captcha).inTransientScope();
    bind(APP_TOKENS.AccessForm).to(AccessForm).inTransientScope();
    bind(APP_TOKENS.CodeLogin).to(CodeLogin).inSingletonScope();
    bind(APP_TOKENS.ChangeNickname).to(ChangeNickname).inSingletonScope();
    bind(APP_TOKENS.Signup).to(Signup).inTransientScope();
    bind(APP_TOKENS.WechatPcLogin).to(WechatPcLogin).inSingletonScope();
    bind(APP_TOKENS.WechatMobileLogin).to(WechatMobileLogin).inSingletonScope();
  });
}

/**
 * Registers the watch room's features (realtime session, live room, chat, likes, presence,
 * call-to-actions, play flow, board, watch duration): each open room constructs its own in the
 * room scope (WatchRoom), in their order. A later feature (a toolbar tool) adds its registration here.
 */
export function roomFeatureModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const registration of WATCH_ROOM_FEATURES) bind(APP_TOKENS.RoomFeature).toConstantValue(registration);
  });
}

/**
 * The web app's composition root: the only place that knows which adapter serves which port.
 * Synchronous (inversify 8 `container.load`), so the app can render at once. A boot hand-off's
 * playback is offered to the main player core (PlayStream.offer), which takes the stream over
 * when the play flow loads the same address on the same element.
 */
export function createContainer(config: WebAppConfig): Container {
  const container = new Container();
  const playback = config.bootHandOff?.playback ?? null;
  const offered = () => playback !== null && container.get<PlayStream>(APP_TOKENS.PlayStream).adoptableSurface() !== null;
  container.load(adapterModule(config, offered), useCaseModule(), roomFeatureModule());
  // The room scope's child containers hang under this one (ports and app-wide use-cases come from it).
  container.bind(APP_TOKENS.RoomScopeParent).toConstantValue(container);
  if (playback !== null) container.get<PlayStream>(APP_TOKENS.PlayStream).offer(playback);
  return container;
}
