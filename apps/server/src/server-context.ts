import type { MediaCatalog } from "./media/media-catalog";
import type { EventStore } from "./services/event-store";
import type { SessionService } from "./services/session-service";

/** What route groups share: the services, the media and the clock. Built once in build-app.ts. */
export interface ServerContext {
  readonly events: EventStore;
  readonly sessions: SessionService;
  readonly media: MediaCatalog;
  /** Wall clock, epoch ms (tests move it). */
  readonly now: () => number;
  /** The instant the simulated live streams' sequence 0 started. */
  readonly liveEpochMs: number;
}
