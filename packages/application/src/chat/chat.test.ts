import { describe, expect, it } from "vitest";
import { ApiFailure, DEFAULT_ERROR_KEY, MAX_KEPT_CHAT_MESSAGES, WS_TOPIC, type Viewer } from "@livehall/domain";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import { topicsOf } from "../watch-room/room-scope";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import type { RealtimeStatus } from "../realtime/ports";
import type { RoomPushOf } from "../realtime/room-push";
import { InMemoryTokenStore, ScriptedApiGateway, createTestContainer, demoFixtures, settle, testRoomContext } from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import { CHAT_CATCH_UP_MAX_PAGES, CHAT_CATCH_UP_PAGE, CHAT_TEXT_KEYS, CHAT_TOPICS, type Chat } from "./chat";
import type { ChatHistory, ChatMessageData } from "./ports";
import { INITIAL_CHAT, type ChatState } from "./services";

const EVENT = "10001";
const ROOM = "r-20001";
const ME: Viewer = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

interface Setup {
  /** The viewer of the brief (logged in by default); null: none. */
  readonly viewer?: Partial<Viewer> | null;
  /** The realtime connection when the chat starts ("open" by default: no catch-up at once). */
  readonly status?: RealtimeStatus;
  /** Messages the room has before the chat starts. */
  readonly before?: number;
  readonly interactAccess?: boolean;
  /** Do not start. */
  readonly idle?: boolean;
}

async function setup({ viewer = {}, status = "open", before = 0, interactAccess = true, idle = false }: Setup = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: { ...brief, event: { ...brief.event, interactAccess }, viewer: viewer === null ? null : { ...ME, ...viewer } },
  });
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ [EVENT]: demoFixtures.tokenRecord() }) });
  harness.realtime.setStatus(status);
  harness.chatApi.postMany(before);
  const viewerId = viewer === null ? null : { ...ME, ...viewer }.viewerId;
  const roomIn = (roomId: string) => testRoomContext({ roomId, viewerId, interactAccess });
  const room = roomIn(ROOM);
  // The room scope starts the realtime session before the chat; the chat follows its status.
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  const chat = harness.container.get<Chat>(APP_TOKENS.Chat);
  const states: ChatState[] = [];
  chat.state$.subscribe((state) => states.push(state));
  if (!idle) await chat.start(room.context);
  /** The room closes, the way the room scope closes it: the signal aborts, then the chat is disposed. */
  const closeRoom = () => {
    room.close();
    chat.dispose();
  };
  const state = (): ChatState => states.at(-1) ?? INITIAL_CHAT;
  const contents = (): string[] => state().messages.map((message) => message.content);
  const ids = (): number[] => state().messages.map((message) => message.messageId);
  /** The connection drops and comes back (the channel reconnected). */
  const reconnect = async (whileAway: () => void = () => undefined) => {
    harness.realtime.setStatus("reconnecting");
    whileAway();
    harness.realtime.setStatus("open");
    await settle(200);
  };
  const pushMessage = (message: ChatMessageData) => {
    harness.realtime.push({ kind: "chatMessage", message });
  };
  return { ...harness, chat, room, roomIn, closeRoom, states, state, contents, ids, reconnect, pushMessage };
}

const unique = (ids: readonly number[]) => new Set(ids).size === ids.length;

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

describe("Chat: send", () => {
  it.each<[string, string, string]>([
    ["empty", "   ", CHAT_TEXT_KEYS.empty],
    ["too long", "a".repeat(501), CHAT_TEXT_KEYS.tooLong],
  ])("refuses %s text without calling the server", async (_case, text, key) => {
    const { chat, chatApi, state } = await setup();
    expect(await chat.send(text)).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(state().errorKey).toBe(key);
  });

  it("is rejected by the anonymous interception without calling the server (the login prompt opens)", async () => {
    const { chat, chatApi, container, state } = await setup({ viewer: { userType: 4, nickname: "" } });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    expect(await chat.send("hello")).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
    expect(state()).toMatchObject({ sending: false, errorKey: null });
  });

  it("lets an anonymous viewer with a nickname chat when interactive access is off", async () => {
    const { chat, chatApi } = await setup({ viewer: { userType: 4, nickname: "Guest" }, interactAccess: false });
    expect(await chat.send("hello")).toBe("sent");
    expect(chatApi.sendCalls).toHaveLength(1);
  });

  it("shows that a send is under way", async () => {
    const { chat, chatApi, state } = await setup();
    const answer = deferred<undefined>();
    chatApi.sendAnswer = async () => {
      await answer.promise;
      return undefined;
    };
    const sending = chat.send("hi");
    await settle();
    expect(state().sending).toBe(true);
    expect(await chat.send("again")).toBe("rejected");
    answer.resolve(undefined);
    expect(await sending).toBe("sent");
    expect(state()).toMatchObject({ sending: false, errorKey: null });
    expect(chatApi.sendCalls.map((call) => call.content)).toEqual(["hi"]);
  });

  it.each<[string, ApiFailure, string, boolean]>([
    ["banned (100113)", new ApiFailure("body", "100113", 200, ""), "error.code.100113", true],
    ["banned, as HTTP 403 (100113): no redirect", new ApiFailure("http", "100113", 403, ""), "error.code.100113", true],
    ["login needed (HTTP 403, 100114)", new ApiFailure("http", "100114", 403, ""), "error.code.100114", false],
    ["nickname needed (HTTP 403, 100115)", new ApiFailure("http", "100115", 403, ""), "error.code.100115", false],
    ["too fast (HTTP 429, 100105)", new ApiFailure("http", "100105", 429, ""), "error.code.100105", false],
    ["bad content (HTTP 400, 100400)", new ApiFailure("http", "100400", 400, ""), "error.paramsRequired", false],
    ["another body code", new ApiFailure("body", "123456", 200, "nope"), DEFAULT_ERROR_KEY, false],
    ["a server error (HTTP 500)", new ApiFailure("http", "", 500, ""), DEFAULT_ERROR_KEY, false],
    ["a not-found (HTTP 404): no redirect away from the room", new ApiFailure("http", "", 404, ""), DEFAULT_ERROR_KEY, false],
    ["no answer", new ApiFailure("timeout", "", 0, ""), "error.networkTimeout", false],
  ])("a refused send keeps its reason: %s", async (_case, failure, key, banned) => {
    const { chat, chatApi, state, navigator, notifier } = await setup();
    chatApi.sendAnswer = () => failure;
    expect(await chat.send("hello")).toBe("rejected");
    expect(state()).toMatchObject({ sending: false, errorKey: key, banned, messages: [] });
    expect(navigator.navigations).toEqual([]);
    expect(notifier.keys).toEqual([]);
  });

  it("a 401 on send logs the viewer out after the §8 delay", async () => {
    const { chat, chatApi, clock, navigator, tokenStore } = await setup();
    chatApi.sendAnswer = () => new ApiFailure("http", "", 401, "");
    await chat.send("hello");
    clock.advance(1_500);
    expect(navigator.lastPath).toBe("/event/10001/access");
    expect(tokenStore.get(EVENT)).toBeNull();
  });

  it("refuses at once while banned, and clears the error with the next good send", async () => {
    const { chat, chatApi, realtime, state } = await setup();
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: true });
    expect(await chat.send("hello")).toBe("rejected");
    expect(state().errorKey).toBe("error.code.100113");
    expect(chatApi.sendCalls).toEqual([]);
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: false });
    expect(await chat.send("hello")).toBe("sent");
    expect(state().errorKey).toBeNull();
  });

  it("is rejected before start and after the room closed", async () => {
    const idle = await setup({ idle: true });
    expect(await idle.chat.send("hello")).toBe("rejected");
    const { chat, chatApi, state, closeRoom } = await setup();
    const answer = deferred<undefined>();
    chatApi.sendAnswer = async () => {
      await answer.promise;
      return undefined;
    };
    const sending = chat.send("hello");
    await settle();
    closeRoom();
    answer.resolve(undefined);
    expect(await sending).toBe("sent");
    expect(state()).toEqual(INITIAL_CHAT);
    expect(await chat.send("hello")).toBe("rejected");
  });

  it("does not send when the room closed while the interception was deciding", async () => {
    const { chat, chatApi, api, state, closeRoom } = await setup();
    const access = deferred<undefined>();
    api.script.getAccessConfig = async () => {
      await access.promise;
      return demoFixtures.accessConfig();
    };
    const sending = chat.send("hello");
    await settle();
    closeRoom();
    access.resolve(undefined);
    expect(await sending).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(state()).toEqual(INITIAL_CHAT);
  });

  it("a refusal after the room closed leaves the idle state alone", async () => {
    const { chat, chatApi, state, closeRoom } = await setup();
    chatApi.sendAnswer = () => {
      closeRoom();
      return new ApiFailure("body", "100113", 200, "");
    };
    expect(await chat.send("hello")).toBe("rejected");
    expect(state()).toEqual(INITIAL_CHAT);
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
