import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../testing/eventually";
import { redisSkipReason, startTestRedis, type TestRedis } from "../testing/redis-server";
import type { HubMessage } from "./ports";
import { REDIS_CHANNEL_PREFIX, RedisHub } from "./redis-hub";

describe.skipIf(redisSkipReason !== null)(
  `RedisHub carries a push's audience (decision 0041)${redisSkipReason ? ` — skipped: ${redisSkipReason}` : ""}`,
  () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(async () => {
      await redis.stop();
    });

    it("hands the audience to the other process unchanged, and drops a message whose audience is unreadable", async () => {
      const logs: string[] = [];
      const publisher = await RedisHub.connect(redis.url, (message) => logs.push(message));
      const receiver = await RedisHub.connect(redis.url, (message) => logs.push(message));
      const probe = createClient({ url: redis.url });
      await probe.connect();
      try {
        const got: HubMessage[] = [];
        receiver.subscribe("live://e/r", (message) => got.push(message));
        await receiver.settled();
        const audience = { kind: "vote-voters", group: "v1", joined: ["a", "b"], size: 2 };
        // Widening a push to the whole room by garbling its audience must not work: it is dropped.
        await probe.publish(
          `${REDIS_CHANNEL_PREFIX}live://e/r`,
          JSON.stringify({ topic: 20304, body: { type: "tally" }, audience: { ...audience, joined: "a" } }),
        );
        await publisher.publish("live://e/r", 20304, { type: "tally" }, audience);
        await publisher.publish("live://e/r", 20304, { type: "end" });
        await eventually(() => got.length === 2);
        expect(got).toEqual([
          { topic: 20304, body: { type: "tally" }, audience },
          { topic: 20304, body: { type: "end" } },
        ]);
        expect(got[1]).not.toHaveProperty("audience");
        expect(logs).toEqual(["Redis hub dropped a malformed message"]);
      } finally {
        await probe.close();
        await publisher.close();
        await receiver.close();
      }
    });
  },
);
