import { describe, expect, it } from "vitest";
import { rateLimitsFromEnv } from "./rate-limits-env";

describe("rateLimitsFromEnv", () => {
  it.each([
    ["nothing set", {}, {}],
    ["empty values keep the defaults", { LIVEHALL_RATE_API_PER_IP_PER_MINUTE: "" }, {}],
    [
      "both set",
      { LIVEHALL_RATE_API_PER_IP_PER_MINUTE: "100000", LIVEHALL_RATE_SSO_POSTS_PER_IP_PER_MINUTE: "20000" },
      { apiPerIpPerMinute: 100_000, ssoPostsPerIpPerMinute: 20_000 },
    ],
    [
      "the hourly budgets of one secret",
      { LIVEHALL_RATE_FAILURES_PER_SECRET_PER_HOUR: "5", LIVEHALL_RATE_ATTEMPTS_PER_ADDRESS_PER_SECRET_PER_HOUR: "2" },
      { failuresPerSecretPerHour: 5, attemptsPerAddressPerSecretPerHour: 2 },
    ],
  ])("%s", (_name, env, expected) => {
    expect(rateLimitsFromEnv(env)).toStrictEqual(expected);
  });

  it.each([["0"], ["-5"], ["many"], ["1e6"]])("refuses %j", (value) => {
    expect(() => rateLimitsFromEnv({ LIVEHALL_RATE_SSO_POSTS_PER_IP_PER_MINUTE: value })).toThrow(
      /LIVEHALL_RATE_SSO_POSTS_PER_IP_PER_MINUTE/,
    );
  });
});
