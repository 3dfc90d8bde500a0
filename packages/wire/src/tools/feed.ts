/** Topic posts (TOPIC 20303) and text live (TEXT_LIVE 20326) as a feed, ours (issue 13, decision 0030). */

/** The kinds of post: a discussion topic or a text-live (teletext) line. */
export type FeedKind = "topic" | "text-live";
export const FEED_KINDS: readonly FeedKind[] = ["topic", "text-live"];

/** GET …/feed → FeedListDTO (newest last). */
export const FEED_PATHS = {
  feed: (eventId: string, roomId: string) => `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/feed`,
} as const;

/** One post; pushed alone on TOPIC (kind topic) or TEXT_LIVE (kind text-live). */
export interface FeedPostBody {
  postId: number;
  kind: FeedKind;
  content: string;
  sendTime: number;
}

export interface FeedListDTO {
  list: FeedPostBody[];
}

/** Longest post, in characters. */
export const MAX_FEED_POST_LENGTH = 2000;
/** Posts the feed call answers (the newest). */
export const FEED_HISTORY = 100;
