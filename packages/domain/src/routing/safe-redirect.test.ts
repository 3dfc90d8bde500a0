import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

const SITE = "https://live.example.com";

describe("safeRedirectTarget (no open redirect)", () => {
  it.each<[string, string | null | undefined, string | null]>([
    ["a site path", "/event/10001/watch/20001?lang=en", "/event/10001/watch/20001?lang=en"],
    ["a site path with a hash", "/event/1/#top", "/event/1/#top"],
    ["the root", "/", "/"],
    ["surrounding spaces are ignored", "  /event/1/  ", "/event/1/"],
    ["a query holding a URL", "/p?next=https://evil.com", "/p?next=https://evil.com"],
    ["an encoded slash later in the path", "/a%2F%2Fb", "/a%2F%2Fb"],
    ["a same-origin absolute URL → its path", "https://live.example.com/event/1/watch/2?x=1#h", "/event/1/watch/2?x=1#h"],
    ["same origin, upper case and default port", "HTTPS://LIVE.example.com:443/event/1", "/event/1"],
    ["same origin without a path", "https://live.example.com", "/"],
    ["same origin with only a query", "https://live.example.com?x=1", "/?x=1"],
    ["null", null, null],
    ["undefined", undefined, null],
    ["empty", "", null],
    ["blank", "   ", null],
    ["protocol-relative", "//evil.com/x", null],
    ["slash backslash", "/\\evil.com", null],
    ["backslash anywhere", "/event\\1", null],
    ["encoded protocol-relative path", "/%2F%2Fevil.com", null],
    ["encoded protocol-relative path (lower case)", "/%2f/evil.com", null],
    ["encoded backslash", "/%5Cevil.com", null],
    ["encoded tab in the path", "/%09/evil.com", null],
    ["malformed escape in the path", "/%E0%A4%A", null],
    ["relative encoded slashes", "%2F%2Fevil.com", null],
    ["relative path", "event/1", null],
    ["tab inside //", "/\t/evil.com", null],
    ["newline inside //", "/\n/evil.com", null],
    ["leading tab", "\t/event/1", null],
    ["carriage return", "/event/1\r", null],
    ["DEL", "/event\u007f", null],
    ["javascript:", "javascript:alert(1)", null],
    ["JavaScript: mixed case", "JavaScript:alert(1)", null],
    ["data:", "data:text/html,<script>alert(1)</script>", null],
    ["another origin", "https://evil.com/event/1", null],
    ["user info naming the site", "https://live.example.com@evil.com/", null],
    ["user info at the site", "https://user@live.example.com/", null],
    ["a site-like subdomain of another host", "https://live.example.com.evil.com/", null],
    ["another port", "https://live.example.com:8443/", null],
    ["another scheme", "http://live.example.com/", null],
    ["same origin but // path", "https://live.example.com//evil.com", null],
    ["ftp", "ftp://live.example.com/", null],
    ["scheme without //", "https:live.example.com/x", null],
    ["scheme with backslashes", "https:\\\\evil.com", null],
  ])("%s: %j → %j", (_case, url, expected) => {
    expect(safeRedirectTarget(url, SITE)).toBe(expected);
  });

  it.each([
    ["a site origin with a port", "http://127.0.0.1:5173", "http://127.0.0.1:5173/event/1", "/event/1"],
    ["a site origin with a trailing slash", "https://live.example.com/", "https://live.example.com/x", "/x"],
    ["a default port on the site origin", "http://localhost:80", "http://localhost/x", "/x"],
    ["an empty site origin accepts paths", "", "/x", "/x"],
    ["an empty site origin refuses absolute URLs", "", "https://live.example.com/x", null],
    ["a malformed site origin refuses absolute URLs", "not a url", "https://live.example.com/x", null],
  ])("%s", (_case, site, url, expected) => {
    expect(safeRedirectTarget(url, site)).toBe(expected);
  });
});
