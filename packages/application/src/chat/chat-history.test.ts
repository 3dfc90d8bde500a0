import { describe, expect, it } from "vitest";
import { ApiFailure, DEFAULT_ERROR_KEY } from "@livehall/domain";
import { settle } from "../testing";
import type { ChatHistory } from "./ports";
import { INITIAL_CHAT } from "./services";
import { ROOM, deferred, setup } from "./chat.fixtures";

describe("Chat: history", () => {
  it("loads the latest messages on start (loading → ready), oldest first, marking the viewer's own", async () => {
    const harness = await setup({ idle: true });
    harness.chatApi.post("from Bob");
    harness.chatApi.post("from me", { viewerId: "u-1", nickname: "Ada" });
    await harness.chat.start(harness.room.context);
    expect(harness.states.map((state) => state.status)).toEqual(["idle", "loading", "ready"]);
    expect(harness.chatApi.historyCalls).toEqual([{ eventId: "e-10001", roomId: ROOM, query: {} }]);
    expect(harness.state().messages.map(({ content, mine }) => ({ content, mine }))).toEqual([
      { content: "from Bob", mine: false },
      { content: "from me", mine: true },
    ]);
    expect(harness.state()).toMatchObject({ banned: false, sending: false, errorKey: null });
  });

  it("marks nothing as the viewer's own without a viewer", async () => {
    const harness = await setup({ idle: true, viewer: null });
    harness.chatApi.post("x", { viewerId: "u-1", nickname: "Ada" });
    await harness.chat.start(harness.room.context);
    expect(harness.state().messages.map((message) => message.mine)).toEqual([false]);
  });

  it("starts banned when the history says so (chatBanFlag)", async () => {
    const harness = await setup({ idle: true });
    harness.chatApi.banned = true;
    await harness.chat.start(harness.room.context);
    expect(harness.state()).toMatchObject({ status: "ready", banned: true });
  });

  it("shows a failed load and loads again on retry", async () => {
    const harness = await setup({ idle: true });
    harness.chatApi.historyAnswer = () => new ApiFailure("timeout", "", 0, "");
    await harness.chat.start(harness.room.context);
    expect(harness.state()).toMatchObject({ status: "error", errorKey: "error.networkTimeout", messages: [] });
    harness.chatApi.historyAnswer = null;
    harness.chatApi.post("hello");
    await harness.chat.retry();
    expect(harness.state()).toMatchObject({ status: "ready", errorKey: null });
    expect(harness.contents()).toEqual(["hello"]);
    await harness.chat.retry();
    expect(harness.chatApi.historyCalls).toHaveLength(2);
  });

  it("shows a failed load with the default message when the catalogue is silent (HTTP 500)", async () => {
    const harness = await setup({ idle: true });
    harness.chatApi.historyAnswer = () => new ApiFailure("http", "", 500, "");
    await harness.chat.start(harness.room.context);
    expect(harness.state()).toMatchObject({ status: "error", errorKey: DEFAULT_ERROR_KEY });
    expect(harness.navigator.navigations).toEqual([]);
  });

  it("keeps the messages pushed while the history was on its way", async () => {
    const harness = await setup({ idle: true, before: 2 });
    const answer = deferred<undefined>();
    harness.chatApi.historyAnswer = async () => {
      const now = harness.chatApi.answer();
      await answer.promise;
      return now;
    };
    const starting = harness.chat.start(harness.room.context);
    await settle();
    harness.pushMessage(harness.chatApi.post("pushed during the load"));
    answer.resolve(undefined);
    await starting;
    expect(harness.contents()).toEqual(["m1", "m2", "pushed during the load"]);
  });

  it("a room closed during the load drops the answer and follows no pushes", async () => {
    const harness = await setup({ idle: true, before: 2 });
    const answer = deferred<undefined>();
    harness.chatApi.historyAnswer = async () => {
      await answer.promise;
      return undefined;
    };
    const starting = harness.chat.start(harness.room.context);
    await settle();
    harness.closeRoom();
    answer.resolve(undefined);
    await starting;
    harness.pushMessage(harness.chatApi.post("after stop"));
    expect(harness.state()).toEqual(INITIAL_CHAT);
  });

  it("disposed and started in another room, it loads and follows that room only", async () => {
    const harness = await setup({ before: 1 });
    harness.closeRoom();
    await harness.chat.start(harness.roomIn("r-20002").context);
    expect(harness.chatApi.historyCalls.map((call) => call.roomId)).toEqual([ROOM, "r-20002"]);
    harness.pushMessage(harness.chatApi.post("one"));
    expect(harness.contents()).toEqual(["m1", "one"]);
  });
});

describe("Chat: history answers as the fake server gives them", () => {
  it("the fake answers since-queries with hasMore and the deletions below sinceId", async () => {
    const { chatApi } = await setup({ idle: true, before: 5 });
    chatApi.remove(2);
    chatApi.remove(5);
    const answer: ChatHistory = chatApi.answer({ sinceId: 3, limit: 1 });
    expect(answer).toMatchObject({ hasMore: false, deletedIds: [2], banned: false });
    expect(answer.messages.map((message) => message.messageId)).toEqual([4]);
    expect(chatApi.answer({ sinceId: 0, limit: 2 })).toMatchObject({ hasMore: true });
  });
});
