import { describe, expect, it } from "vitest";
import { decideStandIns, isLoopbackHost } from "./dev-stand-ins";

describe("isLoopbackHost", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["localhost", true],
    ["LOCALHOST", true],
    ["::1", true],
    ["[::1]", true],
    ["::ffff:127.0.0.1", true],
    ["0.0.0.0", false],
    ["::", false],
    ["", false],
    ["192.168.1.10", false],
    ["10.0.0.1", false],
    ["128.0.0.1", false],
    ["localhost.example.com", false],
    ["example.com", false],
    ["::ffff:10.0.0.1", false],
  ])("%j → %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe("decideStandIns (decision 0020)", () => {
  it.each([
    ["127.0.0.1", undefined, true, false],
    ["::1", undefined, true, false],
    ["localhost", undefined, true, false],
    ["127.0.0.1", false, false, false],
    ["127.0.0.1", true, true, false],
    ["0.0.0.0", undefined, false, false],
    ["::", undefined, false, false],
    ["203.0.113.5", undefined, false, false],
    ["0.0.0.0", false, false, false],
    ["0.0.0.0", true, true, true],
    ["203.0.113.5", true, true, true],
  ] as const)("host %j, requested %s → on %s, warning %s", (host, requested, on, warns) => {
    const decision = decideStandIns(host, requested);
    expect(decision.on).toBe(on);
    if (warns) {
      expect(decision.warning).toMatch(/^WARNING: development stand-ins are ON while listening on /);
      expect(decision.warning).not.toContain("\n");
    } else {
      expect(decision.warning).toBeNull();
    }
  });
});
