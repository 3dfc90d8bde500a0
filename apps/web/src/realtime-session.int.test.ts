/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./testing/eventually";
import {
  APP_TOKENS,
  REALTIME_LOST_KEY,
  RealtimeSession,
  Lifetime,
  getService,
  openRoomScope,
  type ApiGateway,
  type Loadable,
  type OpenRoom,
  type OpenedRoom,
  type RealtimeSessionService,
  type RealtimeState,
  type RoomScope,
  type RoomPush,
  type TokenStore,
} from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { startServer } from "@livehall/server";
import { createContainer } from "./composition-root";
import { MemoryStorage } from "./testing/memory-storage";

/**
 * The realtime session composed as the web app composes it (GoimRealtimeChannel over Node 24's
 * global WebSocket, the real clock; constructed by a room scope as WatchRoom constructs it) against the reference server's /sub endpoint, with pushes made
 * through the admin API: auth, the heartbeat's online count, pushes and the accepts filter, and a
 * rejected token.
 */
const ADMIN_TOKEN = "realtime-int-test-admin-token-0123456789abcdef";
const DEMO = { number: "10001", id: "event-10001", tenantId: "t-demo", mainRoom: "20001", seminarRoom: "20002" } as const;
const ANNOUNCEMENT = 20108;
const LIVE_STATUS = 20005;

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
const scopes: RoomScope[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "livehall-realtime-"));
  server = await startServer({ port: 0, dataDir, webRoot: null, logger: false, adminToken: ADMIN_TOKEN });
});

afterEach(() => {
  while (scopes.length > 0) scopes.pop()?.dispose();
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A viewer tab of the demo event's main room, let in (anonymous access) or holding `token`. */
async function viewer(token?: string) {
  const navigator = new RecordingNavigator(`/event/${DEMO.number}/watch/${DEMO.mainRoom}`, server.url);
  const notifier = new RecordingNotifier();
  const container = createContainer({
    apiBase: `${server.url}/api`,
    storage: new MemoryStorage(),
    navigator,
    notifier,
    fetch: globalThis.fetch,
  });
  const tokenStore = container.get<TokenStore>(APP_TOKENS.TokenStore);
  const pair = await container
    .get<ApiGateway>(APP_TOKENS.ApiGateway)
    .authenticateAccess({ tenantId: DEMO.tenantId, eventId: DEMO.id, accessType: 0 });
  tokenStore.set(DEMO.number, pair);
  const openRoom = container.get<OpenRoom>(APP_TOKENS.OpenRoom);
  const openedRoom = async (roomNumber: string): Promise<OpenedRoom> => {
    await openRoom.run(DEMO.number, roomNumber);
    const opened = latest<Loadable<OpenedRoom>>(openRoom.state$);
    if (opened.status !== "ready") throw new Error(`room not open: ${JSON.stringify(opened)}`);
    return opened.value;
  };
  const roomIdOf = async (roomNumber: string): Promise<string> => (await openedRoom(roomNumber)).room.roomId;
  const main = await openedRoom(DEMO.mainRoom);
  const roomId = main.room.roomId;
  const resolved = await getService(container, APP_TOKENS.ResolveEvent).resolve(DEMO.number);
  if (token !== undefined) tokenStore.set(DEMO.number, { ...pair, accessToken: token });
  const messages: RoomPush[] = [];
  getService(container, APP_TOKENS.RealtimeChannel).pushes$.subscribe((push) => messages.push(push));
  let current: RealtimeSessionService | null = null;
  /** Opens the main room's scope with only the realtime session, asking for `topics`. */
  const start = (topics: readonly number[]): void => {
    const scope = openRoomScope(
      container,
      [{ id: "realtimeSession", token: APP_TOKENS.RealtimeSession, type: RealtimeSession, order: 1, topics }],
      {
        eventNumber: DEMO.number,
        eventId: resolved.brief.event.eventId,
        roomNumber: DEMO.mainRoom,
        roomId,
        viewerId: resolved.brief.viewer?.viewerId ?? null,
        pageSession: main.room.pageSession,
        goImUrl: resolved.domain.goImUrl,
        interactAccess: resolved.brief.event.interactAccess,
        defaultLanguage: resolved.languages.defaultLanguage,
        room: main.room,
        topics,
        signal: new Lifetime(),
        leave: () => undefined,
      },
    );
    scopes.push(scope);
    current = scope.find(APP_TOKENS.RealtimeSession);
  };
  const session = (): RealtimeSessionService => {
    if (current === null) throw new Error("not started");
    return current;
  };
  return { start, session, notifier, messages, roomId, roomIdOf, state: () => latest<RealtimeState>(session().state$) };
}

function latest<T>(state$: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  state$.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

async function push(topic: number, body: Record<string, unknown>, roomNumber: string = DEMO.mainRoom): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/events/${DEMO.number}/rooms/${roomNumber}/push`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ topic, body }),
  });
  expect(response.status).toBe(200);
}

describe("RealtimeSession over GoimRealtimeChannel against the server's /sub", () => {
  it("authenticates with the stored token and shows the room's online count from the heartbeat", async () => {
    const tab = await viewer();
    tab.start([ANNOUNCEMENT]);
    await eventually(() => {
      expect(tab.state()).toMatchObject({ status: "open", attemptsLeft: 10 });
      expect(tab.state().online).toBeGreaterThanOrEqual(1);
    });
  });

  it("receives what the organiser pushes, only on the topics each viewer accepts", async () => {
    const announcements = await viewer();
    const liveOnly = await viewer();
    announcements.start([ANNOUNCEMENT]);
    liveOnly.start([LIVE_STATUS]);
    await eventually(() => {
      expect([announcements.state().status, liveOnly.state().status]).toEqual(["open", "open"]);
    });
    await push(ANNOUNCEMENT, { announcementEvent: 1, content: "欢迎" });
    await push(LIVE_STATUS, { liveStatus: 2 });
    await eventually(() => {
      expect(liveOnly.messages).toEqual([{ kind: "liveStatusChanged", liveStatus: 2 }]);
      expect(announcements.messages).toEqual([{ kind: "announcementChanged", event: 1, content: "欢迎" }]);
    });
  });

  it("follows a subscribe and a change of room on the open connection", async () => {
    const tab = await viewer();
    const seminarId = await tab.roomIdOf(DEMO.seminarRoom);
    tab.start([LIVE_STATUS]);
    await eventually(() => {
      expect(tab.state().status).toBe("open");
    });
    tab.session().subscribe([ANNOUNCEMENT]);
    tab.session().changeRoom(seminarId);
    // The admin call may overtake the socket's ops: push until the first announcement arrives.
    await eventually(
      async () => {
        await push(ANNOUNCEMENT, { announcementEvent: 1, content: "seminar" }, DEMO.seminarRoom);
        expect(tab.messages.length).toBeGreaterThan(0);
      },
      { interval: 100 },
    );
    const before = tab.messages.length;
    await push(LIVE_STATUS, { liveStatus: 2 }, DEMO.mainRoom);
    await push(ANNOUNCEMENT, { announcementEvent: 3, content: "" }, DEMO.seminarRoom);
    await eventually(() => {
      expect(tab.messages.slice(before)).toEqual([{ kind: "announcementChanged", event: 3, content: "" }]);
    });
    expect(tab.messages.every((message) => message.kind === "announcementChanged")).toBe(true);
  });

  it("gives up at once and tells the viewer when the server rejects the token", async () => {
    const tab = await viewer("not-a-token");
    tab.start([ANNOUNCEMENT]);
    await eventually(() => {
      expect(tab.state().status).toBe("failed");
    });
    expect(tab.notifier.keys).toEqual([REALTIME_LOST_KEY]);
  });
});
