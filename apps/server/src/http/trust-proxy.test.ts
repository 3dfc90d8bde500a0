import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy (TRUST_PROXY)", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["0", undefined],
    ["1", 1],
    [" 2 ", 2],
    ["10.0.0.0/8", ["10.0.0.0/8"]],
    ["10.0.0.0/8, 192.168.1.5,::1,fd00::/8", ["10.0.0.0/8", "192.168.1.5", "::1", "fd00::/8"]],
  ])("%j → %j", (text, setting) => {
    expect(parseTrustProxy(text)).toEqual(setting);
  });

  it.each(["true", "TRUE", "yes", "11", "10.0.0.0/33", "10.0.0/8", "proxy.example.com", "10.0.0.1,", "1.5", "-1", "::1/129"])(
    "refuses %j, naming the hop count and CIDR forms",
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(/TRUST_PROXY .*(hop count|addresses\/CIDRs)/);
    },
  );
});

describe("fastifyTrustProxy", () => {
  it("trusts exactly the N nearest hops", () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== "function") throw new Error("expected a function");
    expect([0, 1, 2, 3].map((hop) => trust("1.2.3.4", hop))).toEqual([true, true, false, false]);
  });

  it.each([[0], [1.5], [-1]])("refuses the hop count %s", (hops) => {
    expect(() => fastifyTrustProxy(hops)).toThrow(/hop count/);
  });

  it("passes addresses through and trusts nothing by default", () => {
    expect(fastifyTrustProxy(["10.0.0.0/8"])).toEqual(["10.0.0.0/8"]);
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(() => fastifyTrustProxy(["nope"])).toThrow(/IPs or CIDRs/);
  });
});
