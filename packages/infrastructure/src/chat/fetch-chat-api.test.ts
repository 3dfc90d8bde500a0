import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchChatApi } from "./fetch-chat-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchChatApi(http) };
}

const message = { messageId: 9, liveUserId: "u-1", nickName: "Ada", content: "hi", sendTime: 1_700_000_000_000 };
/** `message` as the application reads it (the wire's liveUserId is the viewerId). */
const read = { messageId: 9, viewerId: "u-1", nickname: "Ada", content: "hi", sendTime: 1_700_000_000_000 };

describe("FetchChatApi", () => {
  it("GETs the latest history without sinceId and reads it", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [message], hasMore: false, deletedIds: [], chatBanFlag: 0 });
    expect(await api.history("e-1", "r 1")).toEqual({ messages: [read], hasMore: false, deletedIds: [], banned: false });
    expect(fake.lastRequest!.init.method).toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/chats`);
  });

  it("GETs a catch-up with sinceId and limit", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [message], hasMore: true, deletedIds: [3, 4], chatBanFlag: 1 });
    expect(await api.history("e-1", "r-1", { sinceId: 8, limit: 200 })).toEqual({
      messages: [read],
      hasMore: true,
      deletedIds: [3, 4],
      banned: true,
    });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/chats?sinceId=8&limit=200`);
  });

  it.each<[string, unknown, object]>([
    ["no data", null, { messages: [], hasMore: false, deletedIds: [], banned: false }],
    [
      "a list that is not one",
      { list: "x", hasMore: "yes", deletedIds: "1,2", chatBanFlag: "1" },
      { messages: [], hasMore: false, deletedIds: [], banned: true },
    ],
    [
      "unreadable messages among good ones",
      { list: [message, { content: "no id" }, 5, { ...message, messageId: 10, content: null }] },
      { messages: [read] },
    ],
    ["hasMore as 1, ids as text", { list: [], hasMore: 1, deletedIds: ["5", "x", 6] }, { hasMore: true, deletedIds: [5, 6] }],
  ])("reads a loose answer: %s", async (_case, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.history("e-1", "r-1")).toMatchObject(expected);
  });

  it("POSTs the content and answers the stored message", async () => {
    const { fake, api } = setup();
    fake.ok(message);
    expect(await api.send("e-1", "r-1", "hi")).toEqual(read);
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/chats`);
    expect(sentBody(fake)).toEqual({ content: "hi" });
  });

  it.each([
    ["an answer without a message", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
    [
      "a ban",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100113", msg: "banned", data: null }),
      { kind: "body", code: "100113" },
    ],
    [
      "too fast (HTTP 429)",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100105", msg: "slow down", data: null }, 429),
      { kind: "http", code: "100105", status: 429 },
    ],
  ])("rejects a send with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.send("e-1", "r-1", "hi").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });

  it("rejects a history call with an ApiFailure", async () => {
    const { fake, api } = setup();
    fake.unreachable();
    await expect(api.history("e-1", "r-1")).rejects.toMatchObject({ kind: "network" });
  });
});
