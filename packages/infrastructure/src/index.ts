/**
 * @livehall/infrastructure: adapters for the application's ports — fetch-based API gateway,
 * localStorage token store, real clock, request context and the playback engines (hls.js and
 * mpegts.js loaded lazily, plus the native `<video>`). Only apps compose them.
 */
export { HttpClient, type HttpClientOptions, type HttpMethod, type HttpRequest } from "./http/http-client";
export { FetchApiGateway, type FetchApiGatewayOptions } from "./api/fetch-api-gateway";
export { apiHeaders, type ApiHeaderSources, type DiscoveryVersionHeader } from "./api/api-headers";
export { RequestContextState, DEFAULT_REQUEST_LANGUAGE } from "./api/request-context-state";
export { mapAccessConfig, mapAuthResult, mapDomainConfig, mapLanguageConfig, mapPersonalBrief } from "./api/map-event";
export { mapLivePlayAddr, mapWatchInit } from "./api/map-room";
export { LocalStorageTokenStore, type StorageLike } from "./session/local-storage-token-store";
export { BrowserClock } from "./platform/browser-clock";
export {
  HlsEngine,
  loadHlsJs,
  type HlsClassLike,
  type HlsErrorDataLike,
  type HlsInstanceLike,
  type HlsLoader,
} from "./playback/hls-engine";
export type { HlsEngineOptions } from "./playback/hls-engine";
export {
  MpegtsEngine,
  loadMpegtsJs,
  type MpegtsLoader,
  type MpegtsModuleLike,
  type MpegtsPlayerLike,
} from "./playback/mpegts-engine";
export { NativeVideoEngine, type CanPlayTypeProbe } from "./playback/native-video-engine";
export { mediaKindOf, type MediaKind } from "./playback/media-kind";
export { isMediaSourceSupported } from "./playback/media-source-support";
