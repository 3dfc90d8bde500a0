import type { Observable } from "rxjs";
import type { RoomFeature } from "../../watch-room/room-context";
import type { RedEnvelope } from "./ports";

export interface RedEnvelopeState {
  /** The room's newest envelope, or null. */
  readonly envelope: RedEnvelope | null;
  /** What this viewer got from it (cents), or null. */
  readonly grabbedCents: number | null;
  /** The last grab found none left. */
  readonly gone: boolean;
  readonly grabbing: boolean;
  /** The viewer closed the envelope's card (it shows again for the next envelope). */
  readonly dismissed: boolean;
  readonly errorKey: string | null;
}

export const INITIAL_RED_ENVELOPE: RedEnvelopeState = {
  envelope: null,
  grabbedCents: null,
  gone: false,
  grabbing: false,
  dismissed: false,
  errorKey: null,
};

/** Red envelopes in the room (no toolbar button): the newest envelope and the viewer's grab. */
export interface RedEnvelopesService extends RoomFeature {
  readonly state$: Observable<RedEnvelopeState>;
  /** Intent: grab a share (through the §4 interception); resolves whether one was won. */
  grab(): Promise<boolean>;
  /** Intent: close the envelope's card. */
  dismiss(): void;
}
