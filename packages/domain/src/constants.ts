/**
 * §9 business constants and limits (plus the few numeric limits of §2/§4/§5), named once so that
 * every layer uses the same numbers. Durations are in milliseconds unless the name says otherwise.
 */

// Session and tokens
/** Refresh the event token this long before it expires (5 min). */
export const TOKEN_REFRESH_LEAD_MS = 300_000;
/** At most this many events keep a stored token; least recently used dropped first. */
export const TOKEN_RECORDS_MAX = 20;
/** Storage key of the per-event token records. */
export const TOKEN_STORAGE_KEY = "landing:accessTokens";

// Calls and errors
export const REQUEST_TIMEOUT_MS = 15_000;
/** After an HTTP 401 the viewer is logged out this much later. */
export const UNAUTHORIZED_LOGOUT_DELAY_MS = 1_500;
/** Body code whose message is shown for unknown codes. */
export const DEFAULT_ERROR_CODE = "100016";
/** The only body code that is not an error. */
export const OK_BODY_CODE = "200";

// Websocket and heartbeats
export const WEBSOCKET_HEARTBEAT_MS = 30_000;
export const WEBSOCKET_MAX_RECONNECTS = 10;
export const WEBSOCKET_RECONNECT_DELAY_MS = 15_000;
/** Room presence heartbeat (POST .../audiences/mine-online). */
export const PAGE_HEARTBEAT_MS = 30_000;
/** Watched-duration report interval (plus a flush on stop). */
export const DURATION_REPORT_MS = 10_000;

// WeChat
export const WECHAT_POLL_INTERVAL_MS = 1_000;
export const WECHAT_POLL_MAX = 600;

// Display
/** Counts above this are shown in thousands ("12.3k"). */
export const COUNT_THOUSANDS_THRESHOLD = 10_000;
export const DEFAULT_DATE_FORMAT = "yyyy-MM-dd HH:mm:ss";
/** Server times are UTC+8. */
export const SERVER_UTC_OFFSET_MINUTES = 480;
/** Server "no time" value, kept unchanged instead of converted. */
export const SERVER_TIME_SENTINEL = "1900-01-01 00:00:00";
export const SCHEDULES_PAGE_SIZE = 3;
/** Default watch-page module opacity (moduleDiaphaneity), percent. */
export const MODULE_OPACITY_DEFAULT = 60;
/** Scrolling past this many px hides the event layout header. */
export const HEADER_HIDE_SCROLL_PX = 56;
export const TAB_CLICK_THROTTLE_MS = 600;
export const MOBILE_DRAWER_WIDTH_PX = 140;
export const MANIFEST_TIMEOUT_MS = 20_000;
/** The remaining trial time is emitted at most this often. */
export const TRIAL_TICK_MS = 1_000;
/** Trial duration arrives in minutes. */
export const TRIAL_SECONDS_PER_MINUTE = 60;
/** Storage key of the anonymous trial's watched seconds per event (JSON {eventNumber: seconds}, ours). */
export const TRIAL_WATCHED_STORAGE_KEY = "livehall:trialWatched";
/** Landing countdown tick. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Room names longer than this are cut and get an ellipsis. */
export const ROOM_NAME_MAX_CHARS = 19;
/** Redirect delays of the error catalogue (§8). */
export const LANDING_REDIRECT_DELAY_MS = 1_500;
export const LANDING_REDIRECT_SHORT_DELAY_MS = 1_000;
export const DUPLICATION_REDIRECT_DELAY_MS = 1_500;

// Stream probing (§4 detection)
export const STREAM_PROBE_GAP_MS = 2_000;
export const STREAM_PROBE_SLOW_GAP_MS = 10_000;
/** After this many probes the gap becomes STREAM_PROBE_SLOW_GAP_MS. */
export const STREAM_PROBE_SLOW_AFTER = 15;
/** Probing stops after this many probes. */
export const STREAM_PROBE_STOP_AFTER = 18;
export const DETECTOR_POLL_GAP_MS = 3_000;
export const DETECTOR_TIMEOUT_MS = 3_000;
/** Board monitor debounce. */
export const BOARD_MONITOR_DEBOUNCE_MS = 2_000;
