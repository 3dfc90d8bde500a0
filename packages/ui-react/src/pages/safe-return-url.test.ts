import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./safe-return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/event/10001/watch/20001?lang=en", "/event/10001/watch/20001?lang=en"],
    ["https://example.org/event/1/", "https://example.org/event/1/"],
    ["http://localhost:8080/event/1/", "http://localhost:8080/event/1/"],
    ["javascript:alert(1)", null],
    ["//evil.example/", null],
    ["", null],
    [null, null],
    ["not a url", null],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
