export { RoomOverlays, RoomStrip } from "./RoomExtras";
export { RedEnvelopeCard, type RedEnvelopeCardProps } from "./RedEnvelopeCard";
export { FeedStrip, type FeedStripProps } from "./FeedStrip";
