// The boot path's application code (issue 12 item 4): framework-free (no inversify, no container),
// so a few-KB module can start a watch page's API chain and its live stream before the app loads.
export type { AdoptablePlayback, BootHandOff, PrefetchedAnswers } from "./boot-hand-off";
export { bufferedUntilSubscribed, startAdoptablePlayback } from "./adoptable-playback";
export { warmUpEngineFor } from "./engine-warm-up";
export { firstLivePlay, liveToDetectFirst } from "./first-play";
export { prefetchRoom, type PrefetchedRoom } from "./prefetch-room";
