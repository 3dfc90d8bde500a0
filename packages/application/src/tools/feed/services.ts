import type { Observable } from "rxjs";
import type { RoomFeature } from "../../watch-room/room-context";
import type { FeedPost } from "./ports";

export interface FeedState {
  /** Oldest first, merged by id, at most MAX_FEED_POSTS. */
  readonly posts: readonly FeedPost[];
}

export const INITIAL_FEED: FeedState = { posts: [] };

/** Topic and text-live posts shown in the room (no toolbar button). */
export interface FeedService extends RoomFeature {
  readonly state$: Observable<FeedState>;
}
