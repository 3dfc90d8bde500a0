import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OP, readInt32Body, TOPICS, type ApiEnvelope } from "@livehall/wire";
import { startServer, type RunningServer } from "../index";
import { createTestSchema, postgresSkipReason, queryTestDatabase, type TestSchema } from "../testing/test-database";
import { DEMO_CHANNELS, joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { redisSkipReason, startTestRedis, type TestRedis } from "../testing/redis-server";
import { DEMO, demoTokens, postJson, type TestServer } from "../testing/test-server";
import { RedisHub } from "./redis-hub";

const ADMIN_TOKEN = "fanout-admin-token-0123456789-0123456789abcdef";

/** A started server as the realtime test helpers take it (its data folder is shared, removed once at the end). */
function asTestServer(server: RunningServer, dataDir: string, databaseUrl: string): TestServer {
  return {
    server,
    url: server.url,
    dataDir,
    advance: () => undefined,
    api: async <T>(path: string, init?: RequestInit) => {
      const response = await fetch(`${server.url}${path}`, init);
      return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
    },
    query: (text, params) => queryTestDatabase({ dataDir, databaseUrl }, text, params),
    stop: () => server.close(),
  };
}

/** Waits until the server's Redis subscriptions are in place (a SUBSCRIBE is asynchronous). */
async function subscribed(server: TestServer): Promise<void> {
  const hub = server.server.hub;
  if (!(hub instanceof RedisHub)) throw new Error("expected a RedisHub");
  await hub.settled();
}

async function onlineCount(client: RealtimeTestClient): Promise<number> {
  client.send(OP.HEARTBEAT, undefined, 9);
  const reply = await client.next();
  expect(reply.op).toBe(OP.HEARTBEAT_REPLY);
  return readInt32Body(reply);
}

/**
 * The realtime issue's multi-process test: two servers (A and B) started with `redisUrl` on one
 * real redis-server, sharing one PostgreSQL database (a fresh schema; several processes refuse
 * SQLite), one data folder (token secret) and one admin token, as several processes behind one
 * address would. Each server has its own hub with its own two Redis connections, so what one
 * publishes crosses Redis to reach the other's viewers.
 */
const skipReason = redisSkipReason ?? postgresSkipReason;

describe.skipIf(skipReason !== null)(
  `two servers sharing one redis-server and PostgreSQL${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    let redis: TestRedis;
    let schema: TestSchema;
    let dataDir: string;
    let a: TestServer;
    let b: TestServer;

    beforeAll(async () => {
      redis = await startTestRedis();
      schema = await createTestSchema();
      dataDir = mkdtempSync(join(tmpdir(), "livehall-fanout-test-"));
      const databaseUrl = schema.databaseUrl;
      const options = {
        port: 0,
        webRoot: null,
        logger: false,
        dataDir,
        databaseUrl,
        redisUrl: redis.url,
        adminToken: ADMIN_TOKEN,
      } as const;
      a = asTestServer(await startServer(options), dataDir, databaseUrl);
      b = asTestServer(await startServer(options), dataDir, databaseUrl);
    });
    afterAll(async () => {
      await a.stop();
      await b.stop();
      await redis.stop();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("runs each server on its own Redis hub", () => {
      expect(a.server.hub).toBeInstanceOf(RedisHub);
      expect(b.server.hub).toBeInstanceOf(RedisHub);
      expect(a.server.hub).not.toBe(b.server.hub);
    });

    it("delivers an admin push made on server A to the room's viewers on A and on B", async () => {
      const { accessToken } = await demoTokens(a);
      const onA = await joinedClient(a, [TOPICS.LIVE_STATUS, TOPICS.ANNOUNCEMENT]);
      // The token issued by A verifies on B: one database, one token secret.
      const onB = await joinedClient(b, [TOPICS.LIVE_STATUS, TOPICS.ANNOUNCEMENT], undefined, accessToken);
      try {
        await subscribed(b);
        // Online counts are per process.
        expect(await onlineCount(onA)).toBe(1);
        expect(await onlineCount(onB)).toBe(1);

        const push = await a.api<{ roomChannel: string; online: number }>(
          `/api/admin/events/${DEMO.number}/rooms/${DEMO.mainRoom}/push`,
          postJson(
            { topic: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 1, content: "from A" } },
            { authorization: `Bearer ${ADMIN_TOKEN}` },
          ),
        );
        expect(push.status).toBe(200);
        expect(push.body.data.roomChannel).toBe(DEMO_CHANNELS.main);
        const expected = [{ op: TOPICS.ANNOUNCEMENT, body: { announcementEvent: 1, content: "from A" } }];
        expect(pushes(await onB.next())).toEqual(expected);
        expect(pushes(await onA.next())).toEqual(expected);
      } finally {
        onA.close();
        onB.close();
      }
    });

    it("delivers a publish on B's hub to viewers on A, and not to another room", async () => {
      const onA = await joinedClient(a, [TOPICS.LIVE_STATUS]);
      const elsewhere = await joinedClient(a, [TOPICS.LIVE_STATUS], DEMO_CHANNELS.seminar);
      try {
        await subscribed(a);
        await b.server.hub.publish(DEMO_CHANNELS.main, TOPICS.LIVE_STATUS, { liveStatus: 2 });
        expect(pushes(await onA.next())).toEqual([{ op: TOPICS.LIVE_STATUS, body: { liveStatus: 2 } }]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(elsewhere.pending()).toBe(0);
      } finally {
        onA.close();
        elsewhere.close();
      }
    });

    it("refuses to start when Redis cannot be reached, leaving nothing open", async () => {
      const gone = await startTestRedis();
      await gone.stop();
      const ownDir = mkdtempSync(join(tmpdir(), "livehall-fanout-test-"));
      try {
        await expect(
          startServer({ port: 0, webRoot: null, logger: false, dataDir: ownDir, databaseUrl: schema.databaseUrl, redisUrl: gone.url }),
        ).rejects.toThrow(/Could not connect to Redis at redis:\/\/127\.0\.0\.1/);
      } finally {
        rmSync(ownDir, { recursive: true, force: true });
      }
    });
  },
);
