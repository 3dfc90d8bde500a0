import { describe, expect, it } from "vitest";
import { limitsFromEnv } from "./limits-env";

describe("limitsFromEnv", () => {
  it.each<[string, NodeJS.ProcessEnv, Record<string, number>]>([
    ["nothing set", {}, {}],
    ["empty keeps the default", { LIVEHALL_WS_MAX_PER_IP: "" }, {}],
    ["socket caps", { LIVEHALL_WS_MAX_PER_IP: "10", LIVEHALL_WS_MAX_TOTAL: "500" }, { socketsPerIp: 10, socketsTotal: 500 }],
    ["purge off", { LIVEHALL_PURGE_EVERY_MS: "0" }, { purgeEveryMs: 0 }],
  ])("%s", (_case, env, limits) => {
    expect(limitsFromEnv(env)).toEqual(limits);
  });

  it.each([
    ["LIVEHALL_WS_MAX_PER_IP", "0"],
    ["LIVEHALL_HEADERS_TIMEOUT_MS", "ten"],
    ["LIVEHALL_LIKES_PER_SECOND", "-1"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => limitsFromEnv({ [name]: value })).toThrow(name);
  });
});
