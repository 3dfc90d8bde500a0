import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { settle } from "../testing";
import { CHAT_CATCH_UP_MAX_PAGES, CHAT_CATCH_UP_PAGE } from "./chat";
import { deferred, setup, unique } from "./chat.fixtures";

describe("Chat: reconnect catch-up (nothing lost, nothing doubled)", () => {
  it("asks for what came since the last message seen, page by page, and drops what was deleted meanwhile", async () => {
    const harness = await setup({ before: 3 });
    const total = 2 * CHAT_CATCH_UP_PAGE + 50;
    await harness.reconnect(() => {
      harness.chatApi.postMany(total, "away");
      harness.chatApi.remove(2);
      harness.chatApi.remove(10);
    });
    const since = harness.chatApi.historyCalls.slice(1).map((call) => call.query);
    expect(since).toEqual([
      { sinceId: 3, limit: CHAT_CATCH_UP_PAGE },
      { sinceId: 3 + CHAT_CATCH_UP_PAGE + 1, limit: CHAT_CATCH_UP_PAGE },
      { sinceId: 3 + 2 * CHAT_CATCH_UP_PAGE + 1, limit: CHAT_CATCH_UP_PAGE },
    ]);
    const expected = harness.chatApi.messages.map((message) => message.messageId);
    expect(harness.ids()).toEqual(expected);
    expect(harness.ids()).not.toContain(2);
    expect(harness.ids()).not.toContain(10);
    expect(unique(harness.ids())).toBe(true);
  });

  it("pushes that race the catch-up are not doubled", async () => {
    const harness = await setup({ before: 2 });
    harness.chatApi.historyAnswer = (call) => {
      if (call.query.sinceId !== undefined) for (const message of harness.chatApi.messages) harness.pushMessage(message);
      return undefined;
    };
    await harness.reconnect(() => harness.chatApi.postMany(5, "away"));
    expect(harness.ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("catches up each time the connection comes back", async () => {
    const harness = await setup({ before: 1 });
    await harness.reconnect(() => harness.chatApi.post("first gap"));
    await harness.reconnect(() => harness.chatApi.post("second gap"));
    expect(harness.contents()).toEqual(["m1", "first gap", "second gap"]);
    expect(harness.chatApi.historyCalls.slice(1).map((call) => call.query.sinceId)).toEqual([1, 2]);
  });

  it("picks up a chat ban imposed while away", async () => {
    const harness = await setup({ before: 1 });
    await harness.reconnect(() => (harness.chatApi.banned = true));
    expect(harness.state().banned).toBe(true);
  });

  it("loads the latest instead when nothing was seen yet (an empty room)", async () => {
    const harness = await setup();
    await harness.reconnect(() => harness.chatApi.postMany(2));
    expect(harness.chatApi.historyCalls.map((call) => call.query)).toEqual([{}, {}]);
    expect(harness.contents()).toEqual(["m1", "m2"]);
  });

  it("loads the latest instead when more was missed than the catch-up pages hold", async () => {
    const harness = await setup({ before: 1 });
    await harness.reconnect(() => harness.chatApi.postMany(CHAT_CATCH_UP_MAX_PAGES * CHAT_CATCH_UP_PAGE + 10, "away"));
    const queries = harness.chatApi.historyCalls.slice(1).map((call) => call.query);
    expect(queries).toHaveLength(CHAT_CATCH_UP_MAX_PAGES + 1);
    expect(queries.at(-1)).toEqual({});
    expect(harness.contents().at(-1)).toBe(`away${String(CHAT_CATCH_UP_MAX_PAGES * CHAT_CATCH_UP_PAGE + 10)}`);
    expect(unique(harness.ids())).toBe(true);
  });

  it("catches up when the connection first opens after the history loaded (the start race)", async () => {
    const harness = await setup({ status: "connecting", before: 2 });
    harness.chatApi.post("between the load and the socket");
    harness.realtime.setStatus("open");
    await settle(100);
    expect(harness.chatApi.historyCalls.map((call) => call.query)).toEqual([{}, { sinceId: 2, limit: CHAT_CATCH_UP_PAGE }]);
    expect(harness.contents()).toEqual(["m1", "m2", "between the load and the socket"]);
  });

  it("waits for a load still under way before catching up", async () => {
    const harness = await setup({ idle: true, status: "connecting", before: 1 });
    const answer = deferred<undefined>();
    harness.chatApi.historyAnswer = async () => {
      const now = harness.chatApi.answer();
      await answer.promise;
      return now;
    };
    const starting = harness.chat.start(harness.room.context);
    await settle();
    harness.chatApi.historyAnswer = null;
    harness.chatApi.post("while loading");
    harness.realtime.setStatus("open");
    answer.resolve(undefined);
    await starting;
    await settle(100);
    expect(harness.chatApi.historyCalls.map((call) => call.query)).toEqual([{}, { sinceId: 1, limit: CHAT_CATCH_UP_PAGE }]);
    expect(harness.contents()).toEqual(["m1", "while loading"]);
  });

  it("loads again on reconnect after a failed first load", async () => {
    const harness = await setup({ idle: true, before: 1 });
    harness.chatApi.historyAnswer = () => new ApiFailure("network", "", 0, "");
    await harness.chat.start(harness.room.context);
    expect(harness.state().status).toBe("error");
    harness.chatApi.historyAnswer = null;
    await harness.reconnect();
    expect(harness.state()).toMatchObject({ status: "ready", errorKey: null });
    expect(harness.contents()).toEqual(["m1"]);
  });

  it("a failed catch-up changes nothing, and the next reconnect catches up", async () => {
    const harness = await setup({ before: 1 });
    harness.chatApi.historyAnswer = () => new ApiFailure("network", "", 0, "");
    await harness.reconnect(() => harness.chatApi.post("gap"));
    expect(harness.state()).toMatchObject({ status: "ready" });
    expect(harness.contents()).toEqual(["m1"]);
    harness.chatApi.historyAnswer = null;
    await harness.reconnect();
    expect(harness.contents()).toEqual(["m1", "gap"]);
  });

  it("does not catch up after the room closed", async () => {
    const harness = await setup({ before: 1 });
    harness.closeRoom();
    await harness.reconnect();
    expect(harness.chatApi.historyCalls).toHaveLength(1);
  });
});
