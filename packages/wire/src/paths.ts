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
  /** Ours (docs/api.md): revokes the session of `{refreshToken}`; always answers 200. */
  logout: "/sso/events/audience/logout",
  watchInit: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/watch-init-new`,
  livePlayAddr: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/live-play-addr`,
  /** Ours (not in §7): a proof-of-work captcha challenge. */
  captcha: "/sso/captcha",
  verificationCode: "/sso/events/audience/verification-code",
  loginCode: "/sso/events/login-code",
  identityConfigs: (eventId: string) => `/events/${encodeURIComponent(eventId)}/identity-configs`,
  agreements: "/tenants/agreements",
  /** PUT: the viewer's nickname. */
  audiences: (eventId: string) => `/events/${encodeURIComponent(eventId)}/audiences`,
  viewerQuestionnaires: "/events/viewer-questionnaires",
  questionnaireAnswer: "/events/questionnaires/answer",
  /** Ours (server-to-server): an organiser's signed assertion exchanged for tokens (external auth). */
  externalToken: "/sso/events/external/token",
  /** Ours (server-to-server): an organiser's signed assertion exchanged for a one-time hand-over code (decision 0023). */
  externalHandOver: "/sso/events/external/code",
  /** Ours (the viewer's browser): a hand-over code from the URL fragment redeemed once for tokens (decision 0023). */
  externalRedeem: "/sso/events/external/redeem",
  wechatSign: "/sso/wechat/sign",
  wechatAuthUrl: "/sso/wechat/auth-url",
  wechatLoginUrl: "/sso/wechat/noauth-login-url",
  wechatSilenceAuth: "/sso/wechat/noauth-silenceAuth",
  wechatAuth: "/sso/wechat/auth",
  wechatLoginStatus: "/sso/wechat/noauth-login-status",
  durationDots: (eventId: string) => `/events/${encodeURIComponent(eventId)}/rooms/duration-dots`,
  /** GET with `?number=N` (1–100): adds N likes to the room's total. */
  fabulous: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/fabulous`,
  /** POST `{pageSession}`: the viewer is on the room's page (every 30 s). */
  mineOnline: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/audiences/mine-online`,
  /** POST `{roomAdPicId, action}` (body ours, decision 0034): a viewer saw, clicked or closed an ad picture. */
  adPicBury: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/ad-pics/bury`,
  /** Ours (decision 0015): GET chat history (`?sinceId&limit`), POST `{content}` sends. */
  chats: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/chats`,
  /** §7: the room's call-to-action tools. */
  callToActions: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/call-to-actions`,
  /** §7 (shape ours, decision 0018): the room's video config, ad, watermark and trailers. */
  watchMedias: (eventId: string, roomId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/watch-medias`,
  /** §7: GET `?roomId=&protocol=UDP|HLS` → the board stream's address. */
  boardPlayAddr: (eventId: string) => `/events/${encodeURIComponent(eventId)}/boards/board-play-addr`,
  /** §7: GET `?sourceType=[&silent=1]` → a room media's (menu video's) address. */
  roomMediaPreview: (eventId: string, roomId: string, mediaId: string) =>
    `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/medias/${encodeURIComponent(mediaId)}/watch-preview`,
  /** §7: GET → an event media's address. */
  mediaPreview: (eventId: string, mediaId: string) =>
    `/events/${encodeURIComponent(eventId)}/medias/${encodeURIComponent(mediaId)}/watch-preview`,
  /** Ours: POST a JSON error/debug log of the player (PlayerLogDTO). */
  playerLogs: "/player-logs",
  /** Ours: GET a performance sample of the player (PlayerPerformanceLogDTO as query). */
  playerPerformanceLog: "/player-logs/performance",
} as const;

/**
 * Development stand-ins the reference server mounts outside the API (docs/decisions/0013): the
 * outbox of codes it would have e-mailed or texted, the chat-app (WeChat) side of OAuth and QR
 * login, and an organiser's external identity page. Only with `devProviders` on (the default for
 * `npm start`, off in production).
 */
export const DEV_PATHS = {
  outbox: "/dev/outbox",
  /** JSON of the outbox, newest first, for tests: ?account= filters. */
  outboxJson: "/dev/outbox.json",
  wechatAuthorize: "/dev/wechat/authorize",
  wechatConfirm: "/dev/wechat/confirm",
  externalLogin: "/dev/external-login",
} as const;

/** Client routes outside /event that the server must answer with the web app. */
export const MOBILE_WECHAT_RESULT_PATH = "/mobile/wechatAuthResult";

/** Where the reference server serves simulated live HLS. */
export const MEDIA_PREFIX = "/media";
