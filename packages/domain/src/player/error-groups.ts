/**
 * §8 player errors: which message group a viewer sees for an engine error, which native media
 * errors are fatal, and the error id shown beside the message and the Reload link.
 * (The API error catalogue in `../errors` is about call failures and has no player grouping.)
 */

/** The three messages a fatal player error can show (§8). */
export const PLAYER_MESSAGE_GROUP = {
  NETWORK: "Network Error",
  MEDIA: "Media Error",
  UNKNOWN: "Unknown Error",
} as const;
export type PlayerMessageGroup = (typeof PLAYER_MESSAGE_GROUP)[keyof typeof PLAYER_MESSAGE_GROUP];

/** Shown when no engine can play the source (§8). */
export const FILE_TYPE_NOT_SUPPORTED_MESSAGE = "File type not supported";

/**
 * Error kinds of the Media group (§8: media, parse, demux, remux, decode). "mux" is hls.js's
 * `muxError`, which covers demuxing and remuxing (ours).
 */
const MEDIA_KINDS: ReadonlySet<string> = new Set(["media", "parse", "demux", "remux", "decode", "mux"]);

/**
 * The message group of an engine error kind. Kinds are matched case-insensitively and without an
 * "Error" suffix, so hls.js (`networkError`, `mediaError`, `muxError`) and mpegts.js
 * (`NetworkError`, `MediaError`) kinds work as given. Network kinds → 'Network Error'; media,
 * parse, demux, remux and decode → 'Media Error'; empty or anything else → 'Unknown Error'.
 */
export function playerMessageGroup(kind: string | null | undefined): PlayerMessageGroup {
  const bare = (kind ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "")
    .replace(/error$/, "");
  if (bare === "network") return PLAYER_MESSAGE_GROUP.NETWORK;
  if (MEDIA_KINDS.has(bare)) return PLAYER_MESSAGE_GROUP.MEDIA;
  return PLAYER_MESSAGE_GROUP.UNKNOWN;
}

/** Native `MediaError.code` values (HTML media elements). */
export const MEDIA_ERROR_CODE = {
  ABORTED: 1,
  NETWORK: 2,
  DECODE: 3,
  SRC_NOT_SUPPORTED: 4,
} as const;

/** §8: native media error codes above 1 are fatal (1 is an abort the viewer or page caused). */
export function isFatalMediaErrorCode(code: number): boolean {
  return Number.isFinite(code) && code > MEDIA_ERROR_CODE.ABORTED;
}

/**
 * The message group of a native `MediaError.code`: 2 → 'Network Error'; 3 (decode) and 4 (source
 * not supported) → 'Media Error'; anything else → 'Unknown Error'.
 */
export function mediaErrorCodeGroup(code: number): PlayerMessageGroup {
  if (code === MEDIA_ERROR_CODE.NETWORK) return PLAYER_MESSAGE_GROUP.NETWORK;
  if (code === MEDIA_ERROR_CODE.DECODE || code === MEDIA_ERROR_CODE.SRC_NOT_SUPPORTED) return PLAYER_MESSAGE_GROUP.MEDIA;
  return PLAYER_MESSAGE_GROUP.UNKNOWN;
}

const GROUP_SLUG: Readonly<Record<PlayerMessageGroup, string>> = {
  [PLAYER_MESSAGE_GROUP.NETWORK]: "network",
  [PLAYER_MESSAGE_GROUP.MEDIA]: "media",
  [PLAYER_MESSAGE_GROUP.UNKNOWN]: "unknown",
};

/**
 * The error id shown with a fatal error (ours): `{group}-{code}`, the group as a lower-case word
 * (network, media, unknown) and the engine's code or detail with anything but letters, digits,
 * dots and underscores dropped; "0" when there is no code. E.g. `network-404`,
 * `media-bufferAppendError`.
 */
export function playerErrorId(group: PlayerMessageGroup, code?: string | number | null): string {
  const cleaned = code === null || code === undefined ? "" : String(code).replace(/[^A-Za-z0-9_.]/g, "");
  return `${GROUP_SLUG[group]}-${cleaned === "" ? "0" : cleaned}`;
}

/** hls.js's buffer stall detail, which the HLS engine ignores rather than report (§8). */
export const HLS_BUFFER_STALLED_ERROR = "bufferStalledError";

/** §8: buffer stall errors are ignored by HLS engines. */
export function isIgnoredHlsError(detail: string | null | undefined): boolean {
  return detail === HLS_BUFFER_STALLED_ERROR;
}
