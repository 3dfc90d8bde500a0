/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./testing/eventually";
import {
  APP_TOKENS,
  WATCH_ROOM_FEATURES,
  getService,
  type ApiGateway,
  type CallToActionsState,
  type ChangeNickname,
  type ChatState,
  type RealtimeState,
  type RoomScope,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { openGlobalWebSocket, type OpenWebSocket } from "@livehall/infrastructure";
import { startServer } from "@livehall/server";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

/**
 * Chat and call-to-actions composed as the web app composes them (FetchChatApi over the shared
 * HttpClient, GoimRealtimeChannel over Node's WebSocket, the real clock) against the reference
 * server: messages between two viewers, moderation through the admin API, and a server restart
 * in the middle of a session after which every message is shown exactly once.
 */
const ADMIN_TOKEN = "chat-int-test-admin-token-0123456789abcdef01";
const DEMO = { number: "10001", id: "event-10001", tenantId: "t-demo", mainRoom: "20001" } as const;

type Server = Awaited<ReturnType<typeof startServer>>;

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

function latest<T>(state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  state$.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

/**
 * A viewer tab on the demo event's main room: let in anonymously, nickname set (the demo event
 * lets anonymous viewers chat once they have one), room opened, live room and chat started.
 */
async function viewer(server: Server, nickname: string, realtime: { reconnectDelayMs?: number; openWebSocket?: OpenWebSocket } = {}) {
  const navigator = new RecordingNavigator(`/event/${DEMO.number}/watch/${DEMO.mainRoom}`, server.url);
  const notifier = new RecordingNotifier();
  const container = createContainer({
    apiBase: `${server.url}/api`,
    storage: new MemoryStorage(),
    navigator,
    notifier,
    fetch: globalThis.fetch,
    realtimeReconnectDelayMs: realtime.reconnectDelayMs ?? 200,
    ...(realtime.openWebSocket ? { openWebSocket: realtime.openWebSocket } : {}),
  });
  const pair = await container
    .get<ApiGateway>(APP_TOKENS.ApiGateway)
    .authenticateAccess({ tenantId: DEMO.tenantId, eventId: DEMO.id, accessType: 0 });
  container.get<TokenStore>(APP_TOKENS.TokenStore).set(DEMO.number, pair);
  expect(await container.get<ChangeNickname>(APP_TOKENS.ChangeNickname).save(DEMO.number, nickname)).toBe(true);
  // The room as the web app opens it, with the features this test watches (no player in Node).
  container.unbind(APP_TOKENS.RoomFeature);
  for (const registration of WATCH_ROOM_FEATURES.filter(({ id }) => ["realtimeSession", "liveRoom", "chat", "callToActions"].includes(id)))
    container.bind(APP_TOKENS.RoomFeature).toConstantValue(registration);
  const watchRoom = getService(container, APP_TOKENS.WatchRoom);
  let scope: RoomScope | null = null;
  watchRoom.scope$.subscribe((next) => (scope = next));
  const current = (): RoomScope | null => scope;
  cleanups.push(() => {
    watchRoom.close();
  });
  watchRoom.open(DEMO.number, DEMO.mainRoom);
  const opened = await eventually(() => {
    const open = current();
    if (open === null) throw new Error("room not open yet");
    return open;
  });
  const chat = opened.find(APP_TOKENS.Chat);
  const tools = opened.find(APP_TOKENS.CallToActions);
  const session = opened.find(APP_TOKENS.RealtimeSession);
  if (chat === null || tools === null || session === null) throw new Error("a feature is missing");
  const state = () => latest<ChatState>(chat.state$);
  await eventually(() => {
    expect(latest<RealtimeState>(session.state$).status).toBe("open");
    expect(state().status).toBe("ready");
  });
  return {
    chat,
    notifier,
    state,
    contents: () => state().messages.map((message) => message.content),
    tools: () => latest<CallToActionsState>(tools.state$).items,
    connection: () => latest<RealtimeState>(session.state$).status,
  };
}

async function admin(server: Server, method: "DELETE" | "PUT", path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
}

/** The id of the message with this content in a viewer's list. */
function idOf(state: ChatState, content: string): number {
  const found = state.messages.find((message) => message.content === content);
  if (!found) throw new Error(`no message "${content}"`);
  return found.messageId;
}

const counts = (contents: readonly string[]) => contents.filter((content, index) => contents.indexOf(content) === index).length;

describe("Chat between viewers, against the reference server", () => {
  let server: Server;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "livehall-chat-"));
    server = await startServer({ port: 0, dataDir, webRoot: null, logger: false, adminToken: ADMIN_TOKEN });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a message sent by one viewer reaches the other once; each sees whose it is", async () => {
    const ada = await viewer(server, "Ada");
    const bob = await viewer(server, "Bob");
    expect(await ada.chat.send("  hello from Ada  ")).toBe("sent");
    await eventually(() => {
      expect(bob.contents().filter((content) => content === "hello from Ada")).toHaveLength(1);
    });
    const seenByBob = bob.state().messages.find((message) => message.content === "hello from Ada");
    const seenByAda = ada.state().messages.filter((message) => message.content === "hello from Ada");
    expect(seenByBob).toMatchObject({ nickname: "Ada", mine: false });
    expect(seenByAda).toHaveLength(1);
    expect(seenByAda[0]).toMatchObject({ nickname: "Ada", mine: true, messageId: seenByBob?.messageId });
    // The CHAT_MESSAGE push of Ada's own message (same id) does not double it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ada.contents().filter((content) => content === "hello from Ada")).toHaveLength(1);
  });

  it("a message deleted through the admin API leaves both lists", async () => {
    const ada = await viewer(server, "Ada");
    const bob = await viewer(server, "Bob");
    await ada.chat.send("a mistake");
    await ada.chat.send("keep me");
    await eventually(() => {
      expect(bob.contents()).toEqual(expect.arrayContaining(["a mistake", "keep me"]));
    });
    await admin(server, "DELETE", `/chats/${String(idOf(ada.state(), "a mistake"))}`);
    await eventually(() => {
      expect(ada.contents()).not.toContain("a mistake");
      expect(bob.contents()).not.toContain("a mistake");
    });
    expect(bob.contents()).toContain("keep me");
  });

  it("text stays text: markup and javascript: reach the other viewer as they were typed", async () => {
    const ada = await viewer(server, "Ada");
    const bob = await viewer(server, "Bob");
    const typed = `<img src=x onerror="alert(1)"> javascript:alert(1) https://example.com/a`;
    await ada.chat.send(typed);
    await eventually(() => {
      expect(bob.contents()).toContain(typed);
    });
  });

  it("a call-to-action list put by the organiser replaces the viewers' tools, its end time in local time", async () => {
    const ada = await viewer(server, "Ada");
    const tool = {
      title: "Slides",
      buttonText: "Get",
      jumpUrlType: 2,
      jumpUrl: "https://example.com/slides",
      endTime: "2099-01-01 08:00:00",
    };
    await admin(server, "PUT", "/call-to-actions", { list: [tool] });
    await eventually(() => {
      expect(ada.tools().map((item) => item.title)).toEqual(["Slides"]);
    });
    expect(ada.tools()[0]).toMatchObject({ jumpUrl: "https://example.com/slides", jumpUrlType: 2, endsAt: Date.UTC(2099, 0, 1) });
    await admin(server, "PUT", "/call-to-actions", { list: [] });
    await eventually(() => {
      expect(ada.tools()).toEqual([]);
    });
  });
});

describe("a server restart in the middle of a session", () => {
  let dataDir: string;
  let server: Server | null = null;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "livehall-chat-restart-"));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the viewers reconnect and show every message exactly once, deletions made meanwhile included", async () => {
    const options = { dataDir, webRoot: null, logger: false, adminToken: ADMIN_TOKEN } as const;
    server = await startServer({ ...options, port: 0 });
    const { port } = server;
    // Ada's network comes back only when the test says so (her socket cannot open meanwhile; each
    // try counts as a failed attempt, 1 s apart): what is said and deleted after the restart can
    // reach her only through the catch-up. Bob reconnects as soon as the server is back.
    let adaOffline = false;
    const ada = await viewer(server, "Ada", {
      reconnectDelayMs: 1_000,
      openWebSocket: (url) => {
        if (adaOffline) throw new Error("offline");
        return openGlobalWebSocket(url);
      },
    });
    const bob = await viewer(server, "Bob", { reconnectDelayMs: 300 });
    for (const content of ["before 1", "before 2", "before 3"]) expect(await bob.chat.send(content)).toBe("sent");
    await eventually(() => {
      expect(ada.contents()).toEqual(["before 1", "before 2", "before 3"]);
    });
    const deletedWhileAway = idOf(ada.state(), "before 2");

    adaOffline = true;
    await server.close();
    await eventually(() => {
      expect(ada.connection()).not.toBe("open");
      expect(bob.connection()).not.toBe("open");
    });
    server = await startServer({ ...options, port });

    // Bob (HTTP, whatever his socket is doing) speaks and a moderator deletes while Ada is away.
    for (const content of ["after 1", "after 2", "after 3"]) expect(await bob.chat.send(content)).toBe("sent");
    await admin(server, "DELETE", `/chats/${String(deletedWhileAway)}`);
    expect(ada.connection()).toBe("reconnecting");
    expect(ada.contents()).toEqual(["before 1", "before 2", "before 3"]);
    adaOffline = false;

    const expected = ["before 1", "before 3", "after 1", "after 2", "after 3"];
    await eventually(
      () => {
        expect(ada.connection()).toBe("open");
        expect(ada.contents()).toEqual(expected);
      },
      { timeout: 15_000 },
    );
    // Pushes flow again after the reconnect, and still nothing is doubled.
    expect(await bob.chat.send("after reconnect")).toBe("sent");
    await eventually(() => {
      expect(ada.contents()).toEqual([...expected, "after reconnect"]);
      expect(bob.contents()).toEqual([...expected, "after reconnect"]);
    });
    expect(counts(ada.contents())).toBe(ada.contents().length);
    expect(ada.notifier.keys).toEqual([]);
  }, 60_000);
});
