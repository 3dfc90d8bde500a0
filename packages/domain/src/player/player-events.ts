import type { PlayerMessageGroup } from "./error-groups";
import type { PlaylistItem } from "./playlist";
import type { PlayerState } from "./player-state";

/**
 * The player's public events and their payloads (issue 5 "typed events"). An emitter typed with
 * this map (`on<K extends PlayerEventName>(name: K, listener: (event: PlayerEventMap[K]) => void)`)
 * lets listeners see exactly what each event carries. Times in seconds, volume 0–1.
 */

/** A player error as viewers and logs see it. */
export interface PlayerErrorEvent {
  /** The §8 message group shown to the viewer. */
  readonly message: PlayerMessageGroup;
  /** The id shown beside the message ({@link playerErrorId}). */
  readonly id: string;
  /** Fatal errors stop playback and show the Reload link; others are only reported. */
  readonly fatal: boolean;
  /** The engine's own description, for logs only. */
  readonly detail?: string;
}

/** One quality (resolution) the viewer can pick. */
export interface PlayerQualityLevel {
  readonly label: string;
  readonly index: number;
}

export interface PlayerEventMap {
  /** The player is set up and can take commands. */
  readonly ready: { readonly setupTimeMs: number };
  /** The state changed (never fired for a transition to the same state). */
  readonly state: { readonly state: PlayerState; readonly previous: PlayerState };
  /** The first frame of the current item was shown. */
  readonly firstFrame: { readonly loadTimeMs: number };
  readonly error: PlayerErrorEvent;
  /** A non-fatal problem (e.g. a retried error). */
  readonly warning: PlayerErrorEvent;
  /** A playlist item starts loading. */
  readonly playlistItem: { readonly index: number; readonly item: PlaylistItem };
  /** The last item ended without repeat. */
  readonly playlistComplete: { readonly length: number };
  /** Position updates while playing. */
  readonly time: { readonly position: number; readonly duration: number };
  readonly seek: { readonly from: number; readonly to: number };
  /** The qualities of the current item are known. */
  readonly levels: { readonly levels: readonly PlayerQualityLevel[]; readonly current: number };
  /** The quality changed. */
  readonly quality: { readonly index: number; readonly label: string };
  /** The playback rate changed. */
  readonly rate: { readonly rate: number };
  readonly volume: { readonly volume: number };
  readonly mute: { readonly muted: boolean };
  readonly fullscreen: { readonly fullscreen: boolean };
  /** The video's size is known or changed (the watermark waits for this). */
  readonly resize: { readonly videoWidth: number; readonly videoHeight: number };
  /** Whether the controls are shown. */
  readonly controls: { readonly visible: boolean };
  /** A retry of the current item was scheduled after a fatal error. */
  readonly retry: { readonly attempt: number; readonly delayMs: number };
}

/** The name of a player event. */
export type PlayerEventName = keyof PlayerEventMap;

/** A listener for one player event. */
export type PlayerEventListener<K extends PlayerEventName> = (event: PlayerEventMap[K]) => void;
