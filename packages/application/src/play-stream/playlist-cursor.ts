import { PLAYLIST_ILLEGAL_MESSAGE, advancePlaylist, parsePlaylist, type PlaylistItem } from "@livehall/domain";
import type { PlayRequest } from "./services";

/** How a playlist plays: `repeat` wraps from the last item to the first (§4); the rest applies to every item. */
export type PlaylistOptions = { readonly repeat?: boolean } & Omit<PlayRequest, "url">;

/** Where the player is in its playlist, as the view shows it. */
export interface PlaylistPosition {
  readonly index: number;
  readonly length: number;
}

/** The playlist a {@link PlaylistCursor} walks, checked by the domain. */
interface LoadedPlaylist {
  readonly items: readonly PlaylistItem[];
  readonly repeat: boolean;
  readonly base: Omit<PlayRequest, "url">;
}

/**
 * The playlist bookkeeping of the player core (§4 Player): the checked items, the item playing
 * and the request each item plays with (its first source's file on the options given). It only
 * answers where to go; the player loads.
 */
export class PlaylistCursor {
  private playlist: LoadedPlaylist | null = null;
  private index = 0;

  /**
   * Takes `input` as the playlist (a non-empty list of items with a file or sources) and moves to
   * its first item, whose request it answers.
   * @throws Error 'playlist format is illegal' for anything else; the cursor is left as it was.
   */
  start(input: unknown, options: PlaylistOptions): PlayRequest {
    const parsed = parsePlaylist(input);
    if (!parsed.ok) throw new Error(parsed.error);
    const { repeat, ...base } = options;
    this.playlist = { items: parsed.playlist, repeat: repeat === true, base };
    return this.moveTo(0);
  }

  /** Forgets the playlist (a plain load or a stop). */
  clear(): void {
    this.playlist = null;
    this.index = 0;
  }

  /** The item playing and the playlist's length, or null without a playlist. */
  get position(): PlaylistPosition | null {
    return this.playlist ? { index: this.index, length: this.playlist.items.length } : null;
  }

  /**
   * The current item ended: the next item's request, or the first's with repeat after the last;
   * "complete" after the last without repeat; null without a playlist.
   */
  ended(): PlayRequest | "complete" | null {
    if (!this.playlist) return null;
    const step = advancePlaylist(this.index, this.playlist.items.length, this.playlist.repeat);
    return step.kind === "item" ? this.moveTo(step.index) : "complete";
  }

  /** The viewer's "next": as when the item ends, but the last item without repeat stays (null). */
  next(): PlayRequest | null {
    const step = this.ended();
    return step === "complete" ? null : step;
  }

  /**
   * The viewer's "previous": the item before; at the first item the last with repeat, else the
   * first again. Null without a playlist.
   */
  prev(): PlayRequest | null {
    if (!this.playlist) return null;
    const last = this.playlist.items.length - 1;
    return this.moveTo(this.index > 0 ? this.index - 1 : this.playlist.repeat ? last : 0);
  }

  /** "Replay": the first item again; null without a playlist. */
  first(): PlayRequest | null {
    return this.playlist ? this.moveTo(0) : null;
  }

  private moveTo(index: number): PlayRequest {
    const playlist = this.playlist;
    const item = playlist?.items[index];
    if (!playlist || !item) throw new Error(PLAYLIST_ILLEGAL_MESSAGE);
    this.index = index;
    return { ...playlist.base, url: item.sources[0].file };
  }
}
