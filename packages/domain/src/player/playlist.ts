/**
 * Playlist rules of the player (§4 Player, §5 Player): what setup accepts, what a legal playlist
 * is, and where the player goes when an item ends.
 */

/** One playable address of an item (e.g. one quality). */
export interface PlaylistSource {
  readonly file: string;
  readonly label?: string;
  readonly type?: string;
}

/** A playlist item as given to setup: a `file`, or `sources` (at least one with a file). */
export interface PlaylistItemInput {
  readonly file?: unknown;
  readonly sources?: unknown;
  readonly title?: unknown;
  readonly image?: unknown;
}

/** A checked playlist item: always at least one source. */
export interface PlaylistItem {
  readonly sources: readonly [PlaylistSource, ...PlaylistSource[]];
  readonly title?: string;
  readonly image?: string;
}

/** §5: the message for a playlist that is not a non-empty list of playable items. */
export const PLAYLIST_ILLEGAL_MESSAGE = "playlist format is illegal";
/** §5: the message for a setup with neither a file nor a playlist (ours, asking for one). */
export const SETUP_NEEDS_SOURCE_MESSAGE = "setup needs a file or a playlist";

/** A checked playlist, or the message to throw. */
export type PlaylistResult =
  { readonly ok: true; readonly playlist: readonly PlaylistItem[] } | { readonly ok: false; readonly error: string };

const nonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parseSource(value: unknown): PlaylistSource | null {
  if (!isRecord(value) || !nonEmptyString(value.file)) return null;
  return {
    file: value.file,
    ...(nonEmptyString(value.label) ? { label: value.label } : {}),
    ...(nonEmptyString(value.type) ? { type: value.type } : {}),
  };
}

function parseSources(value: unknown): PlaylistItem["sources"] | null {
  if (!Array.isArray(value)) return null;
  const sources: PlaylistSource[] = [];
  for (const entry of value) {
    const source = parseSource(entry);
    if (!source) return null;
    sources.push(source);
  }
  const [first, ...rest] = sources;
  return first ? [first, ...rest] : null;
}

/**
 * One item: `sources` when given (every one must have a file, and there must be one), else
 * `file`. Null when the item has neither.
 */
export function parsePlaylistItem(value: unknown): PlaylistItem | null {
  if (!isRecord(value)) return null;
  const sources =
    value.sources !== undefined ? parseSources(value.sources) : nonEmptyString(value.file) ? ([{ file: value.file }] as const) : null;
  if (!sources) return null;
  return {
    sources,
    ...(nonEmptyString(value.title) ? { title: value.title } : {}),
    ...(nonEmptyString(value.image) ? { image: value.image } : {}),
  };
}

/** A playlist must be a non-empty array of items that each have a file or sources; else 'playlist format is illegal'. */
export function parsePlaylist(value: unknown): PlaylistResult {
  if (!Array.isArray(value) || value.length === 0) return { ok: false, error: PLAYLIST_ILLEGAL_MESSAGE };
  const playlist: PlaylistItem[] = [];
  for (const entry of value) {
    const item = parsePlaylistItem(entry);
    if (!item) return { ok: false, error: PLAYLIST_ILLEGAL_MESSAGE };
    playlist.push(item);
  }
  return { ok: true, playlist };
}

/**
 * The playlist a setup plays: its `playlist` when given (checked by {@link parsePlaylist}),
 * else one item of its `file` (with its `sources`, `title` and `image`). A setup with neither
 * is refused with 'setup needs a file or a playlist'.
 */
export function setupPlaylist(setup: PlaylistItemInput & { readonly playlist?: unknown }): PlaylistResult {
  if (setup.playlist !== undefined && setup.playlist !== null) return parsePlaylist(setup.playlist);
  if (!nonEmptyString(setup.file) && setup.sources === undefined) return { ok: false, error: SETUP_NEEDS_SOURCE_MESSAGE };
  const item = parsePlaylistItem(setup);
  return item ? { ok: true, playlist: [item] } : { ok: false, error: PLAYLIST_ILLEGAL_MESSAGE };
}

/** §3 media item fields a trailer, ad or menu video brings. */
export interface PlaylistMedia {
  readonly mediaUrl: string;
  readonly mediaName?: string;
  readonly mediaCoverUrl?: string;
}

/** A playlist item of a §3 media item (ad, trailer, menu video); null without a media url. */
export function playlistItemOfMedia(media: PlaylistMedia): PlaylistItem | null {
  return parsePlaylistItem({ file: media.mediaUrl, title: media.mediaName, image: media.mediaCoverUrl });
}

/** Where to go after an item ends: another item, or the playlist is complete (fire playlist-complete). */
export type PlaylistAdvance = { readonly kind: "item"; readonly index: number } | { readonly kind: "complete" };

/**
 * §4: when item `index` of a `length`-item playlist ends, play the next one; after the last,
 * restart at the first if `repeat` is on, else the playlist is complete. An index outside the
 * playlist (or an empty playlist) is complete.
 */
export function advancePlaylist(index: number, length: number, repeat: boolean): PlaylistAdvance {
  if (!Number.isInteger(index) || !Number.isInteger(length) || index < 0 || index >= length) return { kind: "complete" };
  if (index + 1 < length) return { kind: "item", index: index + 1 };
  return repeat ? { kind: "item", index: 0 } : { kind: "complete" };
}
