export type { GrabOutcome, RedEnvelope, RedEnvelopeApi, RedEnvelopeView } from "./ports";
export { INITIAL_RED_ENVELOPE, type RedEnvelopeState, type RedEnvelopesService } from "./services";
export { RedEnvelopes, RED_ENVELOPE_TOPICS } from "./red-envelopes";
