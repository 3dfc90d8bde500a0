import { describe, expect, it } from "vitest";
import { MAX_KEPT_CHAT_MESSAGES, WS_TOPIC } from "@livehall/domain";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import { topicsOf } from "../watch-room/room-scope";
import type { RoomPushOf } from "../realtime/room-push";
import { settle } from "../testing";
import { APP_TOKENS } from "../tokens";
import { CHAT_TOPICS } from "./chat";
import { ROOM, deferred, setup } from "./chat.fixtures";

describe("Chat: pushes", () => {
  // Bodies that cannot be read never arrive: the adapter drops them (map-room-push.test.ts).
  it("merges CHAT_MESSAGE pushes by id: a message pushed twice shows once", async () => {
    const { chatApi, pushMessage, contents } = await setup({ before: 1 });
    const message = chatApi.post("hello");
    pushMessage(message);
    pushMessage(message);
    expect(contents()).toEqual(["m1", "hello"]);
  });

  it("shows the viewer's own message once: the send answer and its push are the same id", async () => {
    const { chat, chatApi, pushMessage, state } = await setup();
    expect(await chat.send("  mine  ")).toBe("sent");
    expect(chatApi.sendCalls).toEqual([{ eventId: "e-10001", roomId: ROOM, content: "mine" }]);
    pushMessage(chatApi.messages.at(-1)!);
    expect(state().messages.map(({ content, mine }) => ({ content, mine }))).toEqual([{ content: "mine", mine: true }]);
  });

  it("shows a push that came before the send answer once too", async () => {
    const { chat, chatApi, pushMessage, state } = await setup();
    chatApi.sendAnswer = (call) => {
      const stored = chatApi.post(call.content, chatApi.sender);
      pushMessage(stored);
      return stored;
    };
    await chat.send("quick");
    expect(state().messages.map((message) => message.content)).toEqual(["quick"]);
  });

  it("removes a deleted message and keeps a late copy of it out", async () => {
    const { chatApi, pushMessage, realtime, contents } = await setup({ before: 3 });
    const second = chatApi.messages[1]!;
    realtime.push({ kind: "chatMessageDeleted", messageId: second.messageId });
    expect(contents()).toEqual(["m1", "m3"]);
    pushMessage(second);
    realtime.push({ kind: "chatMessageDeleted", messageId: 999 });
    expect(contents()).toEqual(["m1", "m3"]);
  });

  it("reloads the latest messages on MESSAGE_UPDATE (moderation done without a delete push)", async () => {
    const { chatApi, realtime, contents } = await setup({ before: 3 });
    chatApi.remove(1);
    chatApi.post("new");
    realtime.push({ kind: "chatChanged" });
    await settle();
    expect(contents()).toEqual(["m2", "m3", "new"]);
  });

  it("a MESSAGE_UPDATE reload that comes back empty empties the list, but keeps what was pushed meanwhile", async () => {
    const harness = await setup({ before: 2 });
    harness.chatApi.remove(1);
    harness.chatApi.remove(2);
    const answer = deferred<undefined>();
    harness.chatApi.historyAnswer = async () => {
      const now = harness.chatApi.answer();
      await answer.promise;
      return now;
    };
    harness.realtime.push({ kind: "chatChanged" });
    await settle();
    harness.chatApi.historyAnswer = null;
    harness.pushMessage(harness.chatApi.post("meanwhile"));
    answer.resolve(undefined);
    await settle();
    expect(harness.contents()).toEqual(["meanwhile"]);
  });

  it("keeps at most the newest MAX_KEPT_CHAT_MESSAGES", async () => {
    const { chatApi, pushMessage, state } = await setup({ before: 50 });
    for (const message of chatApi.postMany(MAX_KEPT_CHAT_MESSAGES, "p")) pushMessage(message);
    expect(state().messages).toHaveLength(MAX_KEPT_CHAT_MESSAGES);
    expect(state().messages[0]?.content).toBe("p1");
  });

  it.each<[string, RoomPushOf<"banChanged">, boolean]>([
    ["a chat ban of this viewer disables the box", { kind: "banChanged", banType: 1, viewerId: "u-1", banned: true }, true],
    ["a chat ban of someone else", { kind: "banChanged", banType: 1, viewerId: "u-2", banned: true }, false],
    ["an online ban (LiveRoom's business)", { kind: "banChanged", banType: 2, viewerId: "u-1", banned: true }, false],
    ["a ban type the chat does not know", { kind: "banChanged", banType: 7, viewerId: "u-1", banned: true }, false],
  ])("BAN_STATUS: %s", async (_case, push, banned) => {
    const { realtime, state } = await setup();
    realtime.push(push);
    expect(state().banned).toBe(banned);
  });

  it("a lifted chat ban enables the box again", async () => {
    const { realtime, state } = await setup();
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: true });
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: false });
    expect(state().banned).toBe(false);
  });

  it("a ban pushed while a history call is out is not undone by its answer", async () => {
    const harness = await setup({ before: 1 });
    const answer = deferred<undefined>();
    harness.chatApi.historyAnswer = async () => {
      const now = harness.chatApi.answer();
      await answer.promise;
      return now;
    };
    harness.realtime.push({ kind: "chatChanged" });
    await settle();
    harness.realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: true });
    answer.resolve(undefined);
    await settle();
    expect(harness.state().banned).toBe(true);
  });

  it("the chat's registration asks the realtime session for the chat topics (the room's connection asks for them)", () => {
    const chat = WATCH_ROOM_FEATURES.find((registration) => registration.token === APP_TOKENS.Chat);
    expect(chat?.topics).toEqual(
      expect.arrayContaining([WS_TOPIC.CHAT_MESSAGE, WS_TOPIC.CHAT_DELETE, WS_TOPIC.MESSAGE_UPDATE, WS_TOPIC.BAN_STATUS]),
    );
    expect(topicsOf(WATCH_ROOM_FEATURES)).toEqual(expect.arrayContaining([...CHAT_TOPICS, WS_TOPIC.CALL_TO_ACTION]));
  });
});
