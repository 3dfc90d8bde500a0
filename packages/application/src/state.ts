import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, Room, StreamAddress } from "@livehall/domain";

/** Loading states every use-case exposes through its `state$`. */
export type Loadable<T> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  /** `messageKey` is a catalogue key for the viewer; null when the error is silent/hidden. */
  | { readonly status: "error"; readonly messageKey: string | null };

export interface ResolvedEvent {
  readonly eventNumber: string;
  readonly brief: PersonalBrief;
  readonly domain: DomainConfig;
  readonly languages: LanguageConfig;
}

export interface EnteredEvent {
  readonly access: AccessConfig;
  /** Where the viewer is sent after entering (already navigated to). */
  readonly target: string;
}

export interface OpenedRoom {
  readonly room: Room;
  /** Null when the room is not live or has no stream yet. */
  readonly stream: StreamAddress | null;
  /** The URL to play now: the default resolution of the first line. */
  readonly playUrl: string | null;
}
