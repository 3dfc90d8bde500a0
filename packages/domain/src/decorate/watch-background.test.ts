import { describe, expect, it } from "vitest";
import { DEFAULT_WATCH_DECORATE } from "./watch-decorate";
import { backgroundImageFor, type WatchBackground } from "./watch-background";

const image = (imageByLanguage: Record<string, string>): WatchBackground => ({
  ...DEFAULT_WATCH_DECORATE.background,
  kind: "image",
  imageByLanguage,
});

describe("backgroundImageFor", () => {
  it.each<[string, WatchBackground, string, string | null]>([
    ["a colour background has no image", { ...image({ en: "/en.svg" }), kind: "color" }, "en", null],
    ["the viewer's language first", image({ "zh-Hans": "/zh.svg", en: "/en.svg" }), "en", "/en.svg"],
    ["else the zh-Hans fallback", image({ ar: "/ar.svg", "zh-Hans": "/zh.svg" }), "en", "/zh.svg"],
    ["else the first named", image({ ar: "/ar.svg", en: "/en.svg" }), "zh-Hant", "/ar.svg"],
    ["none named: no image", image({}), "en", null],
  ])("%s", (_name, background, language, expected) => {
    expect(backgroundImageFor(background, language)).toBe(expected);
  });
});
