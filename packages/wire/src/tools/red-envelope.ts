/** Red envelopes, ours (issue 13, decision 0030). Amounts in whole cents. */

const room = (eventId: string, roomId: string): string => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}`;

export const RED_ENVELOPE_PATHS = {
  /** GET → RedEnvelopeStateDTO (the room's newest envelope, or null). */
  current: (eventId: string, roomId: string) => `${room(eventId, roomId)}/red-envelopes/current`,
  /** POST {} → GrabResultDTO. */
  grab: (eventId: string, roomId: string, envelopeId: string) =>
    `${room(eventId, roomId)}/red-envelopes/${encodeURIComponent(envelopeId)}/grab`,
} as const;

/** 20325 RED_ENVELOPE: an envelope was sent (`remaining` = count) or grabbed (`remaining` fewer). */
export interface RedEnvelopeBody {
  envelopeId: string;
  greeting: string;
  count: number;
  totalCents: number;
  remaining: number;
  sendTime: number;
}

/** GET …/red-envelopes/current. */
export interface RedEnvelopeStateDTO {
  envelope: RedEnvelopeBody | null;
  /** What this viewer grabbed from it (cents), null when nothing. */
  grabbedCents: number | null;
}

/**
 * POST …/grab: `won` with the amount; `gone` when every share was taken; `already` when this viewer
 * grabbed before (with what they got).
 */
export interface GrabResultDTO {
  outcome: "won" | "gone" | "already";
  amountCents: number;
}

/** Most shares one envelope splits into. */
export const MAX_RED_ENVELOPE_COUNT = 500;
/** Largest total of one envelope (cents). */
export const MAX_RED_ENVELOPE_TOTAL_CENTS = 10_000_000;
