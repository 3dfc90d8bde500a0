/**
 * The §7 paths the client calls and the server serves, relative to the API base
 * (the server mounts them under {@link API_PREFIX}).
 */
export const API_PREFIX = "/api";

export const API_PATHS = {
  personalBrief: "/watch/personal/breif",
  domainConfig: "/watch/domain-config/breif",
  languageConfigs: "/watch/events/language-configs",
  accessConfig: "/events/enable-access-config",
  accessAuth: "/sso/events/access/auth",
  refreshToken: "/sso/events/audience/refresh-token",
  watchInit: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/watch-init-new`,
  livePlayAddr: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/live-play-addr`,
} as const;

/** Where the reference server serves simulated live HLS. */
export const MEDIA_PREFIX = "/media";
