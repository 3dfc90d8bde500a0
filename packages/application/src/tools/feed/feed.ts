import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { RealtimeSessionService } from "../../realtime/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { FeedApi, FeedPost } from "./ports";
import { INITIAL_FEED, type FeedService, type FeedState } from "./services";

/** The topics Feed listens to: topic posts and text-live posts. */
export const FEED_TOPICS: readonly number[] = [WS_TOPIC.TOPIC, WS_TOPIC.TEXT_LIVE];
/** Posts kept (the oldest leave first). */
export const MAX_FEED_POSTS = 200;

/** `posts` and `more` merged by id, oldest first, the newest {@link MAX_FEED_POSTS}. */
export function mergeFeedPosts(posts: readonly FeedPost[], more: readonly FeedPost[]): FeedPost[] {
  const byId = new Map<number, FeedPost>();
  for (const post of [...posts, ...more]) byId.set(post.postId, post);
  return [...byId.values()].sort((a, b) => a.postId - b.postId).slice(-MAX_FEED_POSTS);
}

/**
 * The room's feed (issue 13, decision 0030): topic posts and text-live lines, shown under the player
 * without a toolbar button. Loaded when the room opens and merged by id with TOPIC / TEXT_LIVE pushes.
 */
@injectable()
export class Feed implements FeedService {
  private readonly state = new BehaviorSubject<FeedState>(INITIAL_FEED);
  readonly state$: Observable<FeedState> = this.state.asObservable();
  private pushes: Subscription | null = null;
  private signal: RoomContext["signal"] | null = null;

  constructor(
    @inject(APP_TOKENS.FeedApi) private readonly api: FeedApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const signal = context.signal;
    this.signal = signal;
    this.pushes = this.realtime.pushesOf("feedPost").subscribe(({ post }) => {
      this.state.next({ posts: mergeFeedPosts(this.state.value.posts, [post]) });
    });
    this.api.posts(context.eventId, context.roomId).then(
      (posts) => {
        if (this.signal === signal && !signal.aborted) this.state.next({ posts: mergeFeedPosts(this.state.value.posts, posts) });
      },
      () => undefined,
    );
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.signal = null;
    this.state.next(INITIAL_FEED);
  }
}
