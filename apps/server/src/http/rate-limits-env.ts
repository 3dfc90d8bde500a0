import type { RateLimits } from "./rate-limits";

/**
 * Environment variables of {@link RateLimits} (main.ts), each a whole number: requests per minute,
 * failed or metered attempts at one secret per hour.
 */
const VARIABLES: Record<string, keyof RateLimits> = {
  LIVEHALL_RATE_API_PER_IP_PER_MINUTE: "apiPerIpPerMinute",
  LIVEHALL_RATE_SSO_POSTS_PER_IP_PER_MINUTE: "ssoPostsPerIpPerMinute",
  LIVEHALL_RATE_FAILURES_PER_SECRET_PER_HOUR: "failuresPerSecretPerHour",
  LIVEHALL_RATE_ATTEMPTS_PER_ADDRESS_PER_SECRET_PER_HOUR: "attemptsPerAddressPerSecretPerHour",
};

/**
 * The request budgets set in `env` (unset or empty keep DEFAULT_RATE_LIMITS); throws naming the
 * variable when one is not a whole number ≥ 1. For load tests from one machine (bench/vote-flood.mjs
 * brings 5,000 viewers from one address) and NAT-heavy audiences; never needed for normal use.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const limits: Partial<Record<keyof RateLimits, number>> = {};
  for (const [name, field] of Object.entries(VARIABLES)) {
    const text = env[name];
    if (text === undefined || text === "") continue;
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number, at least 1`);
    limits[field] = Number(text);
  }
  return limits;
}
