import { describe, expect, it } from "vitest";
import { isGoodsLink } from "./goods-link";

describe("isGoodsLink (links open only for http(s))", () => {
  it.each([
    ["https://shop.example.com/item/1", true],
    ["http://shop.example.com", true],
    ["HTTPS://SHOP.EXAMPLE.COM/a?b=c#d", true],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["data:text/html,<b>x</b>", false],
    ["ftp://example.com/file", false],
    ["//example.com/item", false],
    ["/item/1", false],
    ["mailto:a@example.com", false],
    ["https://bank.example@evil.example/", false],
    ["https://example.com/a b", false],
    ['https://example.com/"onmouseover', false],
    ["", false],
    [`https://example.com/${"a".repeat(2100)}`, false],
  ])("%s → %s", (url, allowed) => {
    expect(isGoodsLink(url)).toBe(allowed);
  });
});
