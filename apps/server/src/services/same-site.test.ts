import { describe, expect, it } from "vitest";
import { sameSiteTarget } from "./same-site";

const origin = "http://127.0.0.1:8080";

describe("sameSiteTarget", () => {
  it.each([
    ["/event/10006/", "http://127.0.0.1:8080/event/10006/"],
    ["/event/10006/?roomNumber=26001#top", "http://127.0.0.1:8080/event/10006/?roomNumber=26001#top"],
    ["http://127.0.0.1:8080/event/10006/", "http://127.0.0.1:8080/event/10006/"],
  ])("follows %j", (target, expected) => {
    expect(sameSiteTarget(target, origin)?.href).toBe(expected);
  });

  it.each([
    ["another site", "https://evil.test/steal"],
    ["a protocol-relative address", "//evil.test/steal"],
    ["a backslash trick", "/\\evil.test/steal"],
    ["a tab trick", "/\t/evil.test"],
    ["a dot-segment trick", "/.//evil.test"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["this host on another port", "http://127.0.0.1:9090/event/"],
    ["this host over https", "https://127.0.0.1:8080/event/"],
    ["credentials before the host", "http://evil.test@127.0.0.1:8080/"],
    ["a relative path", "event/10006/"],
    ["nothing", ""],
  ])("refuses %s", (_case, target) => {
    expect(sameSiteTarget(target, origin)).toBeNull();
  });

  it("never yields an address that a browser would read as another host", () => {
    const target = sameSiteTarget("/.//evil.test", origin) ?? sameSiteTarget("/./event", origin);
    expect(target?.origin).toBe(origin);
    expect(target?.pathname.startsWith("//")).toBe(false);
  });
});
