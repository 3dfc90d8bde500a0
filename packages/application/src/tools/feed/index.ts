export type { FeedApi, FeedPost } from "./ports";
export { INITIAL_FEED, type FeedService, type FeedState } from "./services";
export { Feed, FEED_TOPICS, MAX_FEED_POSTS, mergeFeedPosts } from "./feed";
