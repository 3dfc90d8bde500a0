import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { createClient } from "redis";
import { API_PATHS, API_PREFIX, BODY_CODES, VISITOR_PATHS } from "@livehall/wire";
import { ADMIN_PREFIX } from "../admin/admin-paths";
import { normalizeAccount } from "../services/accounts";
import { tooManyRequests } from "./api-error";
import { NodeRedisRateLimitStore, type EvalClient } from "./redis-rate-limit-store";

/** Request budgets per time window (docs/security.md). Every public /api route has one. */
export interface RateLimits {
  /** Every /api request per IP address and minute (read-only hot routes exempt, see {@link UNLIMITED_API_PATHS}). */
  readonly apiPerIpPerMinute: number;
  /**
   * Credential POSTs under /api/sso (access auth, verification codes, code login: {@link GUESS_PATHS})
   * per IP address and minute. Token refresh and the organiser's server-to-server exchange are not
   * guesses and keep the /api default.
   */
  readonly ssoPostsPerIpPerMinute: number;
  /**
   * Failed gate and code-login attempts per secret (event + account; the event alone for a password)
   * and hour, from any address. Spending it refuses nobody: from then on each address gets
   * {@link attemptsPerAddressPerSecretPerHour} attempts at that secret an hour (decision 0058).
   */
  readonly failuresPerSecretPerHour: number;
  /**
   * Attempts (right or wrong) one address may make at a secret whose hourly failure budget is spent,
   * per hour. A viewer who knows the password spends one; a guesser with N addresses gets
   * {@link failuresPerSecretPerHour} + N × this many guesses an hour.
   */
  readonly attemptsPerAddressPerSecretPerHour: number;
  /**
   * The organiser's admin API (bearer token of 32 random bytes, so not guessable) per IP and minute:
   * high, because organiser tools and the benchmarks push hundreds of messages a second.
   */
  readonly adminPerIpPerMinute: number;
}

/** Generous for people (and the e2e suite), tight for scripts; a NAT-heavy audience may need more. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  apiPerIpPerMinute: 3_000,
  ssoPostsPerIpPerMinute: 60,
  failuresPerSecretPerHour: 50,
  attemptsPerAddressPerSecretPerHour: 5,
  adminPerIpPerMinute: 60_000,
};

/**
 * Read-only answers every viewer fetches often (the personal brief: bench/api-throughput loads it
 * at 2,000 requests/s from one address) are not counted. Nor is anything outside /api: media
 * segments, the websocket, the web app.
 */
export const UNLIMITED_API_PATHS: readonly string[] = [API_PATHS.personalBrief].map((path) => `${API_PREFIX}${path}`);

/**
 * The POSTs where a caller can guess something (a password, a code, an address): the gate's under
 * /api/sso and the visitor's, which send and check codes without a session (decision 0057).
 */
export const GUESS_PATHS: readonly string[] = [
  API_PATHS.accessAuth,
  API_PATHS.verificationCode,
  API_PATHS.loginCode,
  VISITOR_PATHS.code,
  VISITOR_PATHS.subscribe,
  VISITOR_PATHS.take,
].map((path) => `${API_PREFIX}${path}`);

/** Answers a route's gate failures count against ({@link RateLimits.failuresPerSecretPerHour}). */
const FAILURE_CODES: ReadonlySet<string> = new Set<string>([
  BODY_CODES.passwordWrong,
  BODY_CODES.verifyCodeWrong,
  BODY_CODES.verifyLocked,
  BODY_CODES.notOnWhiteList,
]);
/** The credential checks, and the event + account key of a request to each. */
const CREDENTIAL_ROUTES: Readonly<Record<string, (body: Record<string, unknown>) => string>> = {
  [`${API_PREFIX}${API_PATHS.accessAuth}`]: (body) => `gate:${text(body["virtualEventId"])}:${normalizeAccount(text(body["account"]))}`,
  [`${API_PREFIX}${API_PATHS.loginCode}`]: (body) => `login:${text(body["virtualEventNumber"])}:${normalizeAccount(text(body["account"]))}`,
};
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The ceiling of a limiter used as a counter only: never reached, so the plugin never refuses by it. */
const COUNT_ONLY = 1_000_000_000;
/** How many hits a count-only limiter holds in its window. */
const counted = (
  state: { readonly isAllowed: true } | { readonly isAllowed: false; readonly max: number; readonly remaining: number },
): number => (state.isAllowed ? 0 : state.max - state.remaining);

const text = (value: unknown): string => (typeof value === "string" ? value.slice(0, 320) : "");
const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null ? (request.body as Record<string, unknown>) : {};
/** A request that tries a credential (the anonymous trial entry of a password + trial event does not). */
const triesCredential = (body: Record<string, unknown>): boolean => text(body["verifyCode"]) !== "" || text(body["account"]) !== "";
const envelopeCode = (payload: unknown): string | null => {
  if (typeof payload !== "string" || !payload.startsWith("{")) return null;
  return /^\{"code":"(\d+)"/.exec(payload)?.[1] ?? null;
};

/** Sorts a route into its budget: none, the /api default, or the tighter one of credential POSTs. */
function routeBudget(route: RouteOptions, limits: RateLimits): { max: number } | false | null {
  const url = route.url;
  if (!url.startsWith(`${API_PREFIX}/`) || UNLIMITED_API_PATHS.includes(url)) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (GUESS_PATHS.includes(url) && methods.includes("POST")) return { max: limits.ssoPostsPerIpPerMinute };
  if (url.startsWith(`${API_PREFIX}${ADMIN_PREFIX}/`)) return { max: limits.adminPerIpPerMinute };
  return null;
}

/**
 * Registers @fastify/rate-limit (call before any route): per IP on every /api route, tighter on
 * the credential POSTs under /api/sso, and per secret (event + account) on the credential checks, counting failures only (so a
 * crowd entering a password event together is never throttled). A secret whose hourly failure
 * budget is spent stays open to everyone: each address then gets a few attempts an hour at it, so
 * a guesser is bounded and a viewer who knows the password still gets in (decision 0058). With `redisUrl` the counters live in Redis and every process shares them;
 * otherwise in this process. A limit answers HTTP 429, body 100105, with `Retry-After` seconds.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, redisUrl: string | null): Promise<void> {
  let redis: EvalClient | null = null;
  if (redisUrl) {
    const client = createClient({
      url: redisUrl,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
    });
    client.on("error", (error: unknown) => {
      app.log.warn({ err: error }, "rate-limit redis error");
    });
    await client.connect();
    redis = client;
    app.addHook("onClose", async () => {
      await client.close().catch(() => undefined);
    });
  }
  // Before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook("onRoute", (route) => {
    const budget = routeBudget(route, limits);
    if (budget !== null)
      route.config = { ...(route.config ?? {}), rateLimit: budget === false ? false : { max: budget.max, timeWindow: MINUTE_MS } };
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.apiPerIpPerMinute,
    timeWindow: MINUTE_MS,
    // Counting never blocks a request when Redis is away: better an unthrottled minute than an outage.
    skipOnError: true,
    ...(redis ? { store: redisStore(redis) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(`Too many requests: try again in ${context.after}`, context.ttl / 1000),
  });
  const secretKey = (request: FastifyRequest): string => CREDENTIAL_ROUTES[request.routeOptions.url ?? ""]?.(bodyOf(request)) ?? "none";
  const failures = app.createRateLimit({ max: limits.failuresPerSecretPerHour, timeWindow: HOUR_MS, keyGenerator: secretKey });
  // Its own key shapes: every limiter shares one store prefix in Redis. The two per-address
  // counters only count (never refuse by themselves): attempts are reserved before judging, so
  // concurrent guesses from one address cannot slip past together, and an attempt that got in
  // gives its reservation back, so an office behind one address where everybody knows the
  // password is never stopped. Only getting in gives back (not an unjudged answer, such as a
  // wrong captcha, which a guesser could send by the thousand to earn allowance).
  const addressKey = (request: FastifyRequest): string => `${secretKey(request)}|from:${request.ip}`;
  const addressAttempts = app.createRateLimit({ max: COUNT_ONLY, timeWindow: HOUR_MS, keyGenerator: addressKey });
  const addressGivenBack = app.createRateLimit({
    max: COUNT_ONLY,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `${addressKey(request)}|back`,
  });
  const metered = new WeakSet<FastifyRequest>();
  app.addHook("onRoute", (route) => {
    if (CREDENTIAL_ROUTES[route.url] === undefined) return;
    // A spent secret budget never refuses the secret itself (a password event has one secret for
    // every viewer): it only meters each address's wrong answers.
    const before = async (request: FastifyRequest): Promise<void> => {
      if (!triesCredential(bodyOf(request))) return;
      const secret = await failures(request, { increment: false });
      if (secret.isAllowed || secret.remaining > 0) return;
      const attempts = await addressAttempts(request);
      const givenBack = await addressGivenBack(request, { increment: false });
      if (counted(attempts) - counted(givenBack) > limits.attemptsPerAddressPerSecretPerHour) {
        // Refused unjudged, and kept: an address past its allowance stays there for the window.
        throw tooManyRequests(
          "Too many failed attempts at this event from your address: try again later",
          attempts.isAllowed ? HOUR_MS / 1000 : attempts.ttlInSeconds,
        );
      }
      metered.add(request);
    };
    const after = async (request: FastifyRequest, _reply: unknown, payload: unknown): Promise<unknown> => {
      const code = envelopeCode(payload);
      if (code !== null && FAILURE_CODES.has(code)) await failures(request).catch(() => undefined);
      else if (code === BODY_CODES.ok && metered.has(request)) await addressGivenBack(request).catch(() => undefined);
      return payload;
    };
    route.preHandler = [...hooksOf(route.preHandler), before];
    route.onSend = [...hooksOf(route.onSend), after];
  });
}

/** The plugin constructs its store itself: a class bound to our client. */
function redisStore(client: EvalClient): new () => NodeRedisRateLimitStore {
  return class extends NodeRedisRateLimitStore {
    constructor() {
      super(client, "livehall:rate:");
    }
  };
}

const hooksOf = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);
