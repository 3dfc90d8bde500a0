import type { Room } from "@livehall/domain";
import type { LifetimeSignal } from "../lifetime";

/**
 * What every feature of an open room knows about it, read-only and built once by the room scope
 * ({@link WatchRoom}) from the resolved event and the opened room: no feature resolves the event
 * or asks watch-init again. `signal` is aborted when the room closes (the page leaves, another
 * room opens, the room ends itself): an answer that arrives after it is dropped by checking
 * `signal.aborted`, so no feature keeps its own counter against stale answers.
 */
export interface RoomContext {
  readonly eventNumber: string;
  readonly eventId: string;
  /** The room as the route names it. */
  readonly roomNumber: string;
  /** watch-init's room id: what the room's calls and the realtime connection are keyed by. */
  readonly roomId: string;
  /** The viewer of the event's token (the brief's user id); null without one. */
  readonly viewerId: string | null;
  /** watch-init's page session (§7 mine-online, watched-time reports). */
  readonly pageSession: string;
  /** The domain config's realtime address ("" when the page's own server is used). */
  readonly goImUrl: string;
  /** The event's interactive access flag as the brief said it (pushes change it later). */
  readonly interactAccess: boolean;
  /** The event's default language (language configs). */
  readonly defaultLanguage: string;
  /** The room as watch-init answered when it was opened. */
  readonly room: Room;
  /** Every topic the room's features listen to: the realtime connection asks for these. */
  readonly topics: readonly number[];
  /** Aborted when the room closes. */
  readonly signal: LifetimeSignal;
  /** Intent: the room ends itself (the viewer was banned from it): the scope closes every feature. */
  readonly leave: () => void;
}

/**
 * A feature of the watch room (realtime session, live room, chat, likes, a toolbar tool…): a class
 * the room scope constructs when a room opens and disposes when it closes. `start` runs once, in
 * the registration's order, right after construction (what it needs is in the context; answers
 * after `context.signal` is aborted are dropped); `dispose` ends every timer and subscription the
 * feature made, in reverse order. `reopened` (optional) tells it the same room was opened again
 * (live status changed) with a new page session; the feature keeps running.
 */
export interface RoomFeature {
  start(context: RoomContext): void | Promise<void>;
  dispose(): void;
  reopened?(context: RoomContext): void;
}
