import type { ServerLimits } from "../limits";

/**
 * Fastify options that cut slow clients (issue 11 item 13): headers must arrive within
 * `headersTimeoutMs` (a slowloris client that never finishes them is disconnected), the whole
 * request within `requestTimeoutMs`, and idle keep-alive connections close after
 * `keepAliveTimeoutMs`. Responses (a long FLV answer) are not limited by these. Node checks the
 * deadlines every `timeoutCheckIntervalMs`.
 */
export function httpTimeouts(limits: ServerLimits) {
  const requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
  } as const;
}
