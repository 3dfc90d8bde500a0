import { describe, expect, it } from "vitest";
import { browserFingerprint, isBrowserFingerprint } from "./browser-fingerprint";
import { orderPlates, portalEventPath, safePortalUrl, type PortalPlate } from "./portal";

const plate = (id: string, sequence: number): PortalPlate => ({
  id,
  type: "text",
  sequence,
  title: "",
  content: "",
  imageUrl: "",
  linkUrl: "",
  links: [],
  eventNumbers: [],
});

describe("orderPlates", () => {
  it("orders by sequence, keeping the server's order among equals", () => {
    expect(orderPlates([plate("c", 3), plate("a", 1), plate("b1", 2), plate("b2", 2)]).map((p) => p.id)).toEqual(["a", "b1", "b2", "c"]);
  });
});

describe("portalEventPath", () => {
  it.each([
    ["10001", false, "/event/10001/landing"],
    ["10001", true, "/mobile/event/10001/landing"],
    ["a/b", false, "/event/a%2Fb/landing"],
  ])("%s mobile=%s → %s", (number, mobile, path) => {
    expect(portalEventPath(number, mobile)).toBe(path);
  });
});

describe("safePortalUrl", () => {
  it.each([
    ["/event/10001/landing", "/event/10001/landing"],
    ["https://example.com/a", "https://example.com/a"],
    ["http://example.com/a", null],
    ["//evil.example/a", null],
    ["javascript:alert(1)", null],
    ["data:image/png;base64,AA", null],
    ["", null],
  ])("%j → %j", (url, expected) => {
    expect(safePortalUrl(url)).toBe(expected);
  });
});

describe("browserFingerprint", () => {
  const traits = ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120", "en-US", "Europe/Berlin", "1920x1080", "24", "8"];

  it("is 16 hex digits, the same for the same traits, accepted by the server", () => {
    const print = browserFingerprint(traits);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(browserFingerprint([...traits])).toBe(print);
    expect(isBrowserFingerprint(print)).toBe(true);
  });

  it("changes when any trait changes, and with the traits' split", () => {
    const print = browserFingerprint(traits);
    for (let i = 0; i < traits.length; i++) {
      const changed = traits.map((trait, j) => (j === i ? `${trait}x` : trait));
      expect(browserFingerprint(changed)).not.toBe(print);
    }
    expect(browserFingerprint(["ab", "c"])).not.toBe(browserFingerprint(["a", "bc"]));
  });

  it.each([
    ["short", false],
    ["abc def0123", false],
    ["0123456789abcdef", true],
  ])("isBrowserFingerprint(%j) → %s", (value, ok) => {
    expect(isBrowserFingerprint(value)).toBe(ok);
  });
});
