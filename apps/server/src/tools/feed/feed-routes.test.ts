import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, FEED_PATHS, MAX_FEED_POST_LENGTH, TOPICS, type FeedListDTO, type FeedPostBody } from "@livehall/wire";
import { joinedClient, pushes } from "../../testing/realtime-client";
import { bearer, DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { ADMIN_HEADERS, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";

const admin = `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: TOOL_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

describe("the topic / text-live feed and atmosphere messages", () => {
  it("pushes a topic post on TOPIC and a text-live post on TEXT_LIVE; viewers read both in order", async () => {
    const viewer = await anonymousViewer(t);
    const read = async (): Promise<FeedPostBody[]> =>
      (await t.api<FeedListDTO>(API_PREFIX + FEED_PATHS.feed(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken))).body.data.list;
    // The demo room starts with the event file's posts (decision 0043); the test's come after them.
    const before = await read();
    expect(before).toHaveLength(3);
    const watcher = await joinedClient(t, [TOPICS.TOPIC, TOPICS.TEXT_LIVE]);
    try {
      const topic = await t.api<FeedPostBody>(
        `${admin}/feed`,
        jsonRequest("POST", { kind: "topic", content: " What next? " }, ADMIN_HEADERS),
      );
      expect(topic.body.data).toMatchObject({ kind: "topic", content: "What next?" });
      expect(pushes(await watcher.next())).toEqual([{ op: TOPICS.TOPIC, body: topic.body.data }]);
      const line = await t.api<FeedPostBody>(`${admin}/feed`, jsonRequest("POST", { kind: "text-live", content: "Goal!" }, ADMIN_HEADERS));
      expect(pushes(await watcher.next())).toEqual([{ op: TOPICS.TEXT_LIVE, body: line.body.data }]);
      expect(await read()).toEqual([...before, topic.body.data, line.body.data]);
    } finally {
      watcher.close();
    }
  });

  it.each([
    ["an unknown kind", { kind: "poll", content: "x" }],
    ["an empty post", { kind: "topic", content: "   " }],
    ["a post too long", { kind: "topic", content: "x".repeat(MAX_FEED_POST_LENGTH + 1) }],
    ["control characters", { kind: "topic", content: "a\u0007b" }],
    ["no content", { kind: "topic" }],
  ])("refuses %s (400 / 100400)", async (_case, body) => {
    const answer = await t.api(`${admin}/feed`, jsonRequest("POST", body, ADMIN_HEADERS));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("100400");
  });

  it("an atmosphere message reaches the chat marked as the atmosphere master's (user type 7), also in the history", async () => {
    const watcher = await joinedClient(t, [TOPICS.CHAT_MESSAGE]);
    try {
      const said = await t.api<{ messageId: number }>(
        `${admin}/atmosphere`,
        jsonRequest("POST", { content: "Welcome all!", nickName: "Host team" }, ADMIN_HEADERS),
      );
      expect(said.body.data).toMatchObject({ content: "Welcome all!", nickName: "Host team", userType: 7 });
      expect(pushes(await watcher.next())).toEqual([{ op: TOPICS.CHAT_MESSAGE, body: said.body.data }]);
      const viewer = await anonymousViewer(t);
      const history = await t.api<{ list: unknown[] }>(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/chats`, bearer(viewer.accessToken));
      expect(history.body.data.list).toContainEqual(said.body.data);
    } finally {
      watcher.close();
    }
    const refused = await t.api(`${admin}/atmosphere`, jsonRequest("POST", { content: "" }, ADMIN_HEADERS));
    expect(refused.status).toBe(400);
  });
});
