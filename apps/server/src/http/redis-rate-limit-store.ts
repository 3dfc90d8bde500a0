import type { FastifyRateLimitStore } from "@fastify/rate-limit";

/** What the store needs of a node-redis client: EVAL. */
export interface EvalClient {
  eval(script: string, options: { keys: string[]; arguments?: string[] }): Promise<unknown>;
}
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit in a fixed window: the first hit starts the window's expiry. Answers {count, ms left}. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}
`;
/** Reads a counter without counting: {count, ms left}, {0, 0} when none. */
const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then left = 0 end
return {tonumber(count), left}
`;

function answer(promise: Promise<unknown>, callback: Callback): void {
  promise.then(
    (reply) => {
      const [current, ttl] = reply as [number, number];
      callback(null, { current, ttl });
    },
    (error: unknown) => {
      callback(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

/**
 * A @fastify/rate-limit store over the node-redis client the server already uses (the plugin's
 * own Redis store expects ioredis). Counters live in Redis, so every server process of a
 * deployment (REDIS_URL) counts the same hits; each route gets its own key prefix.
 */
export class NodeRedisRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly client: EvalClient,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    answer(this.client.eval(INCREMENT, { keys: [this.prefix + key], arguments: [String(timeWindow)] }), callback);
  }

  read(key: string, callback: Callback): void {
    answer(this.client.eval(READ, { keys: [this.prefix + key] }), callback);
  }

  /** The plugin passes the route's merged options, `routeInfo` being the route (empty for createRateLimit). */
  child(routeOptions: object): NodeRedisRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
    const name = route?.url === undefined ? "custom" : `${String(route.method)}${route.url}`;
    return new NodeRedisRateLimitStore(this.client, `${this.prefix}${name}:`);
  }
}
