/** A red envelope of the room (amounts in whole cents). */
export interface RedEnvelope {
  readonly envelopeId: string;
  readonly greeting: string;
  readonly count: number;
  readonly totalCents: number;
  /** Shares not grabbed yet. */
  readonly remaining: number;
  readonly sendTime: number;
}

/** What the room's newest envelope is and what this viewer got from it. */
export interface RedEnvelopeView {
  readonly envelope: RedEnvelope | null;
  readonly grabbedCents: number | null;
}

/** A grab's outcome: won with the amount, none left, or grabbed before (with what was got). */
export interface GrabOutcome {
  readonly outcome: "won" | "gone" | "already";
  readonly amountCents: number;
}

/**
 * The room's red-envelope calls (decision 0030): the newest envelope when the room opens, and a grab
 * (the server splits amounts at send time and gives each viewer at most one share). Rejects with ApiFailure.
 */
export interface RedEnvelopeApi {
  current(eventId: string, roomId: string): Promise<RedEnvelopeView>;
  grab(eventId: string, roomId: string, envelopeId: string): Promise<GrabOutcome>;
}
