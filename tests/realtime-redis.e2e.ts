import { expect, test } from "./support/test";
import { redisSkipReason, startTestRedis, type TestRedis } from "../apps/server/src/testing/redis-server";
import { createTestSchema, postgresSkipReason, type TestSchema } from "../apps/server/src/testing/test-database";
import {
  decodeInnerPackets,
  decodePacket,
  encodePacket,
  jsonBody,
  OP,
  PROTOCOL_VERSION,
  TOPICS,
} from "../packages/wire/src/realtime/index";
import { startApp, type RunningApp } from "./support/app-process";

/**
 * The realtime issue's scale-out, end to end: one real redis-server and TWO server OS processes
 * (`node apps/server/dist/main.js`, as `npm start` runs it) with REDIS_URL pointing at it, each on its
 * own port, sharing one PostgreSQL database (a fresh schema in LIVEHALL_TEST_DATABASE_URL: several
 * processes refuse SQLite), so a room has the same channel `live://event-10001/room-20001` in both;
 * each has its own data folder, so tokens are per process and each viewer gets its token from the
 * process it connects to. Viewers are plain websocket clients speaking goim's
 * protocol; pushes go through each process's admin API. No browser.
 */

const ADMIN_TOKEN = "realtime-redis-e2e-admin-token-0123456789abcdef";
const EVENT_NUMBER = "10001";
const ROOM_NUMBER = "20001";

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

interface ChatPush {
  messageId: number;
  liveUserId: string;
  nickName: string;
  content: string;
  sendTime: number;
}

/** A websocket viewer in the demo room, keeping every CHAT_MESSAGE push it received. */
interface Viewer {
  /** The chat pushes received so far, in order. */
  chats(): ChatPush[];
  close(): void;
}

async function api<T>(app: RunningApp, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api${path}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== "200") throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** An anonymous viewer of the demo event (unlimited access): its access token and the room channel. */
async function admission(app: RunningApp): Promise<{ accessToken: string; roomChannel: string }> {
  const brief = await api<{ eventInfoBO: { virtualEventId: string } }>(app, `/watch/personal/breif?virtualEventNumber=${EVENT_NUMBER}`);
  const eventId = brief.eventInfoBO.virtualEventId;
  const { accessToken } = await api<{ accessToken: string }>(app, "/sso/events/access/auth", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: "t-demo", virtualEventId: eventId, accessType: 0 }),
  });
  const init = await api<{ roomId: string }>(app, `/events/${eventId}/rooms/${ROOM_NUMBER}/watch-init-new`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { accessToken, roomChannel: `live://${eventId}/${init.roomId}` };
}

/** Connects to `app`'s /sub, authenticates (op 7 → op 8) for CHAT_MESSAGE and collects the pushes. */
async function connectViewer(app: RunningApp): Promise<Viewer> {
  const { accessToken, roomChannel } = await admission(app);
  const socket = new WebSocket(`${app.baseUrl.replace(/^http/, "ws")}/sub`);
  socket.binaryType = "arraybuffer";
  const chats: ChatPush[] = [];
  await new Promise<void>((joined, fail) => {
    socket.addEventListener("open", () => {
      const auth = { mid: 0, key: accessToken, room_id: roomChannel, platform: "web", accepts: [TOPICS.CHAT_MESSAGE] };
      socket.send(encodePacket({ ver: PROTOCOL_VERSION, op: OP.AUTH, seq: 1, body: jsonBody(auth) }));
    });
    socket.addEventListener("message", (event: MessageEvent<ArrayBuffer>) => {
      const packet = decodePacket(new Uint8Array(event.data));
      if (packet.op === OP.AUTH_REPLY) {
        if (packet.body.length === 0) joined();
        else fail(new Error(`auth refused: ${new TextDecoder().decode(packet.body)}`));
      } else if (packet.op === OP.RAW) {
        for (const inner of decodeInnerPackets(packet.body)) {
          if (inner.op === TOPICS.CHAT_MESSAGE) chats.push(JSON.parse(new TextDecoder().decode(inner.body)) as ChatPush);
        }
      }
    });
    socket.addEventListener("close", (event) => {
      fail(new Error(`socket closed ${event.code} ${event.reason}`));
    });
    socket.addEventListener("error", () => {
      fail(new Error("websocket failed"));
    });
  });
  return {
    chats: () => [...chats],
    close: () => {
      socket.close();
    },
  };
}

let nextMessageId = 1;

/** Pushes a chat message to the demo room through `app`'s admin API; resolves with what was pushed. */
async function pushChat(app: RunningApp, content: string): Promise<ChatPush> {
  const message: ChatPush = { messageId: nextMessageId++, liveUserId: "e2e-organiser", nickName: "E2E", content, sendTime: Date.now() };
  await api(app, `/admin/events/${EVENT_NUMBER}/rooms/${ROOM_NUMBER}/push`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ topic: TOPICS.CHAT_MESSAGE, body: message }),
  });
  return message;
}

const received = (viewer: Viewer, message: ChatPush): number =>
  viewer.chats().filter((chat) => chat.messageId === message.messageId).length;

/**
 * A process subscribes to a room's Redis channel when the room's first viewer joins, and Redis
 * drops what is published before the SUBSCRIBE arrives: push from `from` until `to` hears one.
 */
async function untilSubscribed(from: RunningApp, to: Viewer): Promise<void> {
  await expect(async () => {
    const probe = await pushChat(from, "probe");
    await expect.poll(() => received(to, probe), { timeout: 1000 }).toBe(1);
  }).toPass({ timeout: 15_000 });
}

const skipReason = redisSkipReason ?? postgresSkipReason;

test.describe(`two server processes sharing one redis-server and PostgreSQL${skipReason ? ` — skipped: ${skipReason}` : ""}`, () => {
  test.skip(skipReason !== null, skipReason ?? "");

  let redis: TestRedis | undefined;
  let schema: TestSchema | undefined;
  let a: RunningApp | undefined;
  let b: RunningApp | undefined;

  test.beforeAll(async () => {
    redis = await startTestRedis();
    schema = await createTestSchema();
    const env = { REDIS_URL: redis.url, DATABASE_URL: schema.databaseUrl, LIVEHALL_ADMIN_TOKEN: ADMIN_TOKEN };
    // One after the other: the first migrates and seeds the shared database.
    a = await startApp({ build: false, env });
    b = await startApp({ build: false, env });
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await schema?.drop();
  });

  test("a chat push sent to either process reaches the viewers of both, once each and in order", async () => {
    const [processA, processB] = [a!, b!];
    const onA = await connectViewer(processA);
    const onB = await connectViewer(processB);
    try {
      await untilSubscribed(processA, onB);
      await untilSubscribed(processB, onA);

      const fromA = [await pushChat(processA, "from A, first"), await pushChat(processA, "from A, second")];
      const fromB = [await pushChat(processB, "from B, first"), await pushChat(processB, "from B, second")];
      for (const viewer of [onA, onB]) {
        for (const message of [...fromA, ...fromB]) {
          await expect.poll(() => received(viewer, message), { timeout: 5000 }).toBe(1);
          expect(viewer.chats().find((chat) => chat.messageId === message.messageId)).toEqual(message);
        }
        // One publisher's pushes keep their order on the way through Redis.
        for (const pair of [fromA, fromB]) {
          const ids = viewer
            .chats()
            .map((chat) => chat.messageId)
            .filter((id) => pair.some((message) => message.messageId === id));
          expect(ids).toEqual(pair.map((message) => message.messageId));
        }
      }
    } finally {
      onA.close();
      onB.close();
    }
  });
});
