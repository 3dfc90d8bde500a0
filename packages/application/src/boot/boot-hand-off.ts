import type { PersonalBrief, Room, StreamAddress } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { RoomMedia } from "../play-flow/ports";
import type { PlaybackEvent, PlaybackSession } from "../playback/ports";
import type { PlayRequest } from "../play-stream/services";

/**
 * The answers the boot path got for one room (issue 12: the first frame does not wait for the
 * framework), each as the settled promise the app's own first call of the same method and
 * arguments receives instead of asking the server again. A rejected answer is handed on as it is.
 */
export interface PrefetchedAnswers {
  readonly eventNumber: string;
  readonly roomNumber: string;
  /** GET personal brief of `eventNumber`. */
  readonly brief: Promise<PersonalBrief>;
  /** GET watch-init of `roomNumber`; absent when the brief failed. */
  readonly room?: Promise<Room>;
  /** GET live-play-addr of the room; asked only while it is living. */
  readonly address?: Promise<StreamAddress>;
  /** GET watch-medias of the room; asked only while it is living. */
  readonly media?: Promise<RoomMedia>;
}

/**
 * A live stream the boot path already plays on its own media element. The app's player core
 * ({@link PlayStream.adopt}) takes the session over when its first load asks for the same address
 * on the same element, so the stream is never loaded twice; otherwise it releases it.
 */
export interface AdoptablePlayback {
  /** The media element the session plays on (a `<video>` in the browser; the UI shows this one). */
  readonly element: unknown;
  /** What the boot path loaded: what the play flow would load first (live, no ad before it). */
  readonly request: PlayRequest;
  /** The engine that attached it (its `name`). */
  readonly engine: string;
  /** The engine session (read its events from {@link AdoptablePlayback.events$}, not from the session). */
  readonly session: PlaybackSession;
  /**
   * The session's events, buffered from the attach on: the first subscriber gets what happened
   * so far (playing, video size, …), then the live events.
   */
  readonly events$: Observable<PlaybackEvent>;
  /** Destroys the session and takes the element out of the page (the app plays something else). */
  release(): void;
}

/**
 * What the boot path hands to the app when it ran for the page: the room's prefetched answers,
 * and the playback to adopt when the boot path started one. The app composes with it (a gateway
 * that serves the answers once, the player core offered the playback); `null` (no hand-off) is
 * the normal path: another route, no stored token, or the boot path failed.
 */
export interface BootHandOff {
  readonly answers: PrefetchedAnswers;
  /** Null when the room does not start with its live stream (not living, ad first, no address, …) or the attach failed. */
  readonly playback: AdoptablePlayback | null;
}
