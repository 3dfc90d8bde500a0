import { describe, expect, it } from "vitest";
import { APP_TOKENS } from "../../tokens";
import { FakeGiftToolsApi } from "../../testing";
import { latest, ME, openToolRoom } from "../tools.fixtures";
import { MAX_FEED_POSTS, mergeFeedPosts } from "./feed";
import type { FeedPost } from "./ports";

const post = (postId: number, kind: FeedPost["kind"] = "topic"): FeedPost => ({ postId, kind, content: `p${postId}`, sendTime: postId });

describe("mergeFeedPosts", () => {
  it.each([
    ["empty", [], [], []],
    ["appends newer", [post(1)], [post(2)], [1, 2]],
    ["orders by id", [post(3)], [post(1), post(2)], [1, 2, 3]],
    ["no doubles", [post(1), post(2)], [post(2)], [1, 2]],
  ])("%s", (_case, posts, more, ids) => {
    expect(mergeFeedPosts(posts, more).map((p) => p.postId)).toEqual(ids);
  });

  it(`keeps the newest ${MAX_FEED_POSTS}`, () => {
    const many = Array.from({ length: MAX_FEED_POSTS + 5 }, (_, i) => post(i + 1));
    const kept = mergeFeedPosts([], many);
    expect(kept).toHaveLength(MAX_FEED_POSTS);
    expect(kept[0]?.postId).toBe(6);
  });
});

describe("Feed (topic and text live, no toolbar button)", () => {
  it("loads the room's posts and merges topic and text-live pushes", async () => {
    const giftTools = new FakeGiftToolsApi();
    giftTools.postsAnswer = [post(1), post(2, "textLive")];
    const room = await openToolRoom(["feed"], ME, false, giftTools);
    const state = latest(room.feature(APP_TOKENS.Feed).state$);
    room.realtime.push({ kind: "feedPost", post: post(3, "textLive") });
    room.realtime.push({ kind: "feedPost", post: post(2, "textLive") });
    expect(state().posts.map((p) => `${p.postId} ${p.kind}`)).toEqual(["1 topic", "2 textLive", "3 textLive"]);
  });
});
