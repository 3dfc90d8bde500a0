import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../testing/eventually";
import { redisSkipReason, startTestRedis, type TestRedis } from "../testing/redis-server";
import type { HubMessage } from "./ports";
import { REDIS_CHANNEL_PREFIX, RedisHub } from "./redis-hub";

describe.skipIf(redisSkipReason !== null)(
  `RedisHub against a real redis-server${redisSkipReason ? ` — skipped: ${redisSkipReason}` : ""}`,
  () => {
    let redis: TestRedis;
    let probe: ReturnType<typeof createClient>;
    const logs: string[] = [];
    const log = (message: string): void => {
      logs.push(message);
    };
    beforeAll(async () => {
      redis = await startTestRedis();
      probe = createClient({ url: redis.url });
      await probe.connect();
    });
    afterAll(async () => {
      if (probe.isOpen) await probe.close();
      await redis.stop();
    });

    /** Redis channels with at least one subscriber (PUBSUB CHANNELS). */
    const brokerChannels = (): Promise<string[]> => probe.sendCommand<string[]>(["PUBSUB", "CHANNELS", `${REDIS_CHANNEL_PREFIX}*`]);

    it("fans a publish on one hub out to the listeners of that channel on every hub, as JSON under livehall:room:", async () => {
      const a = await RedisHub.connect(redis.url, log);
      const b = await RedisHub.connect(redis.url, log);
      try {
        const onA: HubMessage[] = [];
        const onB: HubMessage[] = [];
        const onB2: HubMessage[] = [];
        const other: HubMessage[] = [];
        const raw: string[] = [];
        const sniffer = probe.duplicate();
        await sniffer.connect();
        await sniffer.subscribe(`${REDIS_CHANNEL_PREFIX}live://e/r1`, (message) => raw.push(message));
        a.subscribe("live://e/r1", (m) => onA.push(m));
        b.subscribe("live://e/r1", (m) => onB.push(m));
        b.subscribe("live://e/r1", (m) => onB2.push(m));
        b.subscribe("live://e/r2", (m) => other.push(m));
        await Promise.all([a.settled(), b.settled()]);
        await a.publish("live://e/r1", 20005, { liveStatus: 2 });
        await b.publish("live://e/r1", 20108, { content: "x" });
        await a.publish("live://e/r1", 20105, null);
        const expected = [
          { topic: 20005, body: { liveStatus: 2 } },
          { topic: 20108, body: { content: "x" } },
          { topic: 20105, body: null },
        ];
        await eventually(() => onA.length === 3 && onB.length === 3 && onB2.length === 3);
        // Each publisher's order is kept; across publishers the broker's order is what every hub sees.
        expect(onB).toEqual(onA);
        expect(onB2).toEqual(onA);
        expect(onA).toEqual(expect.arrayContaining(expected));
        expect(onA.filter((m) => m.topic !== 20108)).toEqual([expected[0], expected[2]]);
        expect(other).toEqual([]);
        await eventually(() => raw.length === 3);
        expect(raw.map((text) => JSON.parse(text) as unknown)).toEqual(onA);
        await sniffer.close();
      } finally {
        await a.close();
        await b.close();
      }
    });

    it("subscribes to Redis on a channel's first listener and unsubscribes on its last (idempotent unsubscribe)", async () => {
      const hub = await RedisHub.connect(redis.url, log);
      try {
        const got: number[] = [];
        const listener = (m: HubMessage): void => {
          got.push(m.topic);
        };
        const first = hub.subscribe("live://e/sub", listener);
        const second = hub.subscribe("live://e/sub", listener);
        await hub.settled();
        expect(await brokerChannels()).toEqual([`${REDIS_CHANNEL_PREFIX}live://e/sub`]);
        expect(hub.brokerChannelCount).toBe(1);
        await hub.publish("live://e/sub", 1, {});
        await eventually(() => got.length === 2);
        first();
        first();
        await hub.settled();
        expect(await brokerChannels()).toHaveLength(1);
        await hub.publish("live://e/sub", 2, {});
        await eventually(() => got.length === 3);
        second();
        await hub.settled();
        expect(await brokerChannels()).toEqual([]);
        expect(hub.channelCount).toBe(0);
        expect(hub.brokerChannelCount).toBe(0);
        expect(got).toEqual([1, 1, 2]);
      } finally {
        await hub.close();
      }
    });

    it("ends in the right broker state after quick join/leave sequences", async () => {
      const hub = await RedisHub.connect(redis.url, log);
      try {
        hub.subscribe("live://e/flap", () => undefined)();
        await hub.settled();
        expect(await brokerChannels()).toEqual([]);
        const leave = hub.subscribe("live://e/flap", () => undefined);
        leave();
        const got: number[] = [];
        hub.subscribe("live://e/flap", (m) => got.push(m.topic));
        await hub.settled();
        expect(await brokerChannels()).toEqual([`${REDIS_CHANNEL_PREFIX}live://e/flap`]);
        await hub.publish("live://e/flap", 9, {});
        await eventually(() => got.length === 1);
      } finally {
        await hub.close();
      }
    });

    it("logs and skips a throwing listener and a malformed message, still delivering to the others", async () => {
      const hub = await RedisHub.connect(redis.url, log);
      const before = logs.length;
      try {
        const got: number[] = [];
        hub.subscribe("live://e/bad", () => {
          throw new Error("boom");
        });
        hub.subscribe("live://e/bad", (m) => got.push(m.topic));
        await hub.settled();
        await probe.publish(`${REDIS_CHANNEL_PREFIX}live://e/bad`, "not json");
        await probe.publish(`${REDIS_CHANNEL_PREFIX}live://e/bad`, JSON.stringify({ topic: "x" }));
        await hub.publish("live://e/bad", 7, {});
        await eventually(() => got.length === 1);
        expect(got).toEqual([7]);
        expect(logs.slice(before)).toEqual([
          "Redis hub dropped a malformed message",
          "Redis hub dropped a malformed message",
          "Redis hub listener failed",
        ]);
      } finally {
        await hub.close();
      }
    });

    it("close() quits both connections, drops listeners and refuses to publish; closing twice is fine", async () => {
      const hub = await RedisHub.connect(redis.url, log);
      const clients = async (): Promise<number> => (await probe.sendCommand<string>(["CLIENT", "LIST"])).split("\n").filter(Boolean).length;
      const before = await clients();
      hub.subscribe("live://e/c", () => undefined);
      await hub.settled();
      await hub.close();
      await hub.close();
      expect(hub.channelCount).toBe(0);
      await expect(hub.publish("live://e/c", 1, {})).rejects.toThrow(/closed/);
      let after = await clients();
      for (let tries = 0; after !== before - 2 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await clients();
      }
      expect(after).toBe(before - 2);
      expect(await brokerChannels()).toEqual([]);
    });

    it("rejects connect when Redis is unreachable, leaving nothing open", async () => {
      const closed = await startTestRedis();
      await closed.stop();
      await expect(RedisHub.connect(closed.url, log)).rejects.toThrow(/Could not connect to Redis at redis:\/\/127\.0\.0\.1/);
    });

    it("survives Redis going away: errors are logged, publish rejects, and nothing throws", async () => {
      const own = await startTestRedis();
      const errors: string[] = [];
      const hub = await RedisHub.connect(own.url, (message) => errors.push(message));
      hub.subscribe("live://e/gone", () => undefined);
      await hub.settled();
      await own.stop();
      await eventually(() => errors.length > 0);
      await expect(hub.publish("live://e/gone", 1, {})).rejects.toThrow();
      await hub.close();
    });
  },
);
