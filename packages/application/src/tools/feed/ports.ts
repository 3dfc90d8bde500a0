/** A post of the room's feed: a discussion topic or a text-live (teletext) line. */
export interface FeedPost {
  readonly postId: number;
  readonly kind: "topic" | "textLive";
  readonly content: string;
  readonly sendTime: number;
}

/** The room's feed call (decision 0030): the newest posts when the room opens (TOPIC / TEXT_LIVE pushes bring the rest). */
export interface FeedApi {
  posts(eventId: string, roomId: string): Promise<readonly FeedPost[]>;
}
