import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it.each([
    ["https://example.com/privacy", "https://example.com/privacy"],
    ["http://127.0.0.1:8080/dev/wechat/scan?id=1", "http://127.0.0.1:8080/dev/wechat/scan?id=1"],
    ["/agreements/privacy-en.html", "/agreements/privacy-en.html"],
    ["javascript:alert(1)", null],
    [" JavaScript:alert(1)", null],
    ["data:text/html,hi", null],
    ["", null],
    [null, null],
  ] as const)("%s → %s", (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
