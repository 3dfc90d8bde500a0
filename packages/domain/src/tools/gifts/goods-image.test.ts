import { describe, expect, it } from "vitest";
import { isGoodsImage } from "./goods-image";

describe("isGoodsImage (a card's picture: http(s) or the site's own path)", () => {
  it.each([
    ["https://cdn.example.com/mug.png", true],
    ["http://cdn.example.com/mug.png", true],
    ["/media/pictures/goods-mug.svg", true],
    ["/media/pictures/goods-mug.svg?v=2", true],
    ["//evil.example/mug.png", false],
    ["/\\evil.example/mug.png", false],
    ["/ space.png", false],
    ['/a"onerror=alert(1).png', false],
    ["/a<b>.png", false],
    ["/a\u0000.png", false],
    ["mug.png", false],
    ["./mug.png", false],
    ["javascript:alert(1)", false],
    ["data:image/svg+xml,<svg/>", false],
    ["/", false],
    ["", false],
    [`/${"a".repeat(2048)}`, false],
  ])("%s → %s", (url, allowed) => {
    expect(isGoodsImage(url)).toBe(allowed);
  });
});
