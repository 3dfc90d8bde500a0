/**
 * @livehall/infrastructure: adapters for the application's ports — fetch-based API gateway and
 * the per-feature Fetch*Api classes sharing one HttpClient, the WebCrypto captcha solver,
 * localStorage stores (tokens, trial watched time, device id), tab presence over
 * BroadcastChannel, real clock, request context, the realtime channel over a goim-compatible
 * websocket and the playback engines (hls.js and mpegts.js loaded lazily, plus the native
 * `<video>`). Only apps compose them.
 */
export { HttpClient, type HttpClientOptions, type HttpMethod, type HttpRequest } from "./http/http-client";
export { FetchApiGateway, type FetchApiGatewayOptions } from "./api/fetch-api-gateway";
export { FetchLandingApiGateway } from "./api/fetch-landing-api-gateway";
export { apiHeaders, type ApiHeaderSources, type DiscoveryVersionHeader } from "./api/api-headers";
export { createApiClient, type ApiClientOptions } from "./api/api-client";
export { readTokenPair, requireTokenPair } from "./api/map-token-pair";
export { FetchCaptchaApi } from "./access/fetch-captcha-api";
export { mapCaptchaChallenge, captchaParams, DEFAULT_CAPTCHA_MAX_NUMBER, CAPTCHA_MAX_NUMBER_CAP } from "./access/map-captcha";
export { WebCryptoCaptchaSolver, CAPTCHA_TRIES_PER_YIELD, type Sha256 } from "./access/web-crypto-captcha-solver";
export { FetchLoginApi } from "./login/fetch-login-api";
export { mapAgreements, mapIdentityConfigs } from "./login/map-login";
export { FetchSignupApi } from "./signup/fetch-signup-api";
export { answerDTO, mapQuestionnaire } from "./signup/map-questionnaire";
export { FetchWechatApi } from "./wechat/fetch-wechat-api";
export { mapWechatOutcome } from "./wechat/map-wechat";
export { FetchSessionApi } from "./session/fetch-session-api";
export { SessionStorageHandOverFlows, HAND_OVER_STORAGE_PREFIX, type SessionStorageLike } from "./session/session-storage-hand-over-flows";
export { WebLocksCrossTabLock, webLocksOf, type LockManagerLike } from "./session/web-locks-cross-tab-lock";
export { FetchRoomApi } from "./room/fetch-room-api";
export { FetchScreensApi } from "./meeting/fetch-screens-api";
export { FetchAdPictureApi } from "./decorate/fetch-ad-picture-api";
export { FetchChatApi } from "./chat/fetch-chat-api";
export { mapChatHistory } from "./chat/map-chat";
export { FetchCallToActionApi } from "./call-to-action/fetch-call-to-action-api";
export { FetchMarketingApi, saveInBrowser, submitRequest, type SaveFile } from "./tools/marketing/fetch-marketing-api";
export { BrowserUrlOpener } from "./tools/marketing/browser-url-opener";
export { FetchLuckyDrawApi } from "./tools/lucky-draw/fetch-lucky-draw-api";
export { FetchAwardQuizApi } from "./tools/award-quiz/fetch-award-quiz-api";
export { FetchSignInApi } from "./tools/sign-in/fetch-sign-in-api";
export { FetchQaApi } from "./tools/qa/fetch-qa-api";
export { FetchExamApi } from "./tools/exam/fetch-exam-api";
export { RequestContextState, DEFAULT_REQUEST_LANGUAGE } from "./api/request-context-state";
export { mapAccessConfig, mapAuthResult, mapDomainConfig, mapLanguageConfig, mapPersonalBrief } from "./api/map-event";
export { mapLivePlayAddr, mapWatchInit } from "./api/map-room";
export { LocalStorageTokenStore, type StorageLike } from "./session/local-storage-token-store";
export { LocalStorageWatchedTimeStore } from "./session/local-storage-watched-time-store";
export { LocalStorageDeviceIdentity, DEVICE_STORAGE_KEY } from "./session/local-storage-device-identity";
export {
  BroadcastChannelTabPresence,
  TAB_CHANNEL_NAME,
  tabsCanTalk,
  type BroadcastChannelTabPresenceOptions,
  type TabChannel,
  type TabJoinMessage,
} from "./session/broadcast-channel-tab-presence";
export { BrowserClock } from "./platform/browser-clock";
export { GoimRealtimeChannel, type GoimRealtimeChannelOptions } from "./realtime/goim-realtime-channel";
export { openGlobalWebSocket, type OpenWebSocket, type WebSocketLike } from "./realtime/websocket-like";
export { browserOnlineSignal, type OnlineSignal, type OnlineEventTarget } from "./realtime/online-signal";
export {
  HlsEngine,
  loadHlsJs,
  type HlsClassLike,
  type HlsErrorDataLike,
  type HlsFragLoadedDataLike,
  type HlsInstanceLike,
  type HlsLoader,
} from "./playback/hls-engine";
export type { HlsEngineOptions } from "./playback/hls-engine";
export {
  LIVE_MPEGTS_CONFIG,
  MpegtsEngine,
  RECORDED_MPEGTS_CONFIG,
  loadMpegtsJs,
  type MpegtsEngineOptions,
  type MpegtsListener,
  type MpegtsLoader,
  type MpegtsModuleLike,
  type MpegtsPlayerLike,
} from "./playback/mpegts-engine";
export { LazyPlaybackEngine, lazyHlsEngine, lazyMpegtsEngine } from "./playback/lazy-engine";
export { NativeVideoEngine, type CanPlayTypeProbe, type NativeVideoEngineOptions } from "./playback/native-video-engine";
export { TIME_EVENT_INTERVAL_MS } from "./playback/media-element-events";
export { FetchMediaApi } from "./media/fetch-media-api";
export { mapBoardPlayAddr, mapMediaPreview, mapWatchMedias, mapWatermark } from "./media/map-media";
export { FetchStreamProbe, PROBE_MAX_BYTES, type FetchStreamProbeOptions } from "./media/fetch-stream-probe";
export { FetchPlayerLogSink, playerLogUrlOf, type FetchPlayerLogSinkOptions } from "./player/fetch-player-log-sink";
export { LocalPlayerPreferencesStore, PLAYER_VOLUME_STORAGE_KEY } from "./player/local-player-preferences-store";
export { mediaKindOf, type MediaKind } from "./playback/media-kind";
export { isMediaSourceSupported } from "./playback/media-source-support";
export { FetchGiftToolsApi } from "./tools/fetch-gift-tools-api";
export { FetchVoteApi } from "./tools/vote/fetch-vote-api";
export { FetchBreakoutApi } from "./tools/breakout/fetch-breakout-api";
export { NavigatorClipboard, type ClipboardLike } from "./tools/share/navigator-clipboard";
export { FetchPortalApi } from "./portal/fetch-portal-api";
export { StoredBrowserFingerprint } from "./portal/stored-browser-fingerprint";
export { FetchNoticeApi } from "./notices/fetch-notice-api";
export { LocalNoticePopupMemory } from "./notices/local-notice-popup-memory";
export { FetchTicketApi } from "./tickets/fetch-ticket-api";
export { FetchVisitorApi } from "./visitor/fetch-visitor-api";
export { FetchLandingApi } from "./landing/fetch-landing-api";
export { SessionChannelStore } from "./landing/session-channel-store";
