import { describe, expect, it } from "vitest";
import { DEFAULT_WATCH_DECORATE, type WatchBackground } from "@livehall/domain";
import { watchBackgroundStyle } from "./watch-background-style";

const base = DEFAULT_WATCH_DECORATE.background;
const image = (fields: Partial<WatchBackground> = {}): WatchBackground => ({
  ...base,
  kind: "image",
  imageByLanguage: { "zh-Hans": "/zh.svg", en: "/en.svg" },
  ...fields,
});

describe("watchBackgroundStyle", () => {
  it.each<[string, WatchBackground, string, Record<string, string>]>([
    ["no colour: the theme's background", base, "en", { backgroundColor: "var(--color-bg)" }],
    ["the organiser's colour", { ...base, color: "#102030" }, "en", { backgroundColor: "#102030" }],
    [
      "the viewer's language's image, covering",
      image(),
      "en",
      { backgroundImage: 'url("/en.svg")', backgroundSize: "cover", backgroundRepeat: "no-repeat" },
    ],
    ["the fallback image for another language", image(), "ar", { backgroundImage: 'url("/zh.svg")' }],
    ["contain", image({ displayMode: "contain" }), "en", { backgroundSize: "contain", backgroundRepeat: "no-repeat" }],
    ["tile", image({ displayMode: "tile" }), "en", { backgroundSize: "auto", backgroundRepeat: "repeat" }],
    ["anchored at the top", image({ location: "top" }), "en", { backgroundPosition: "center top" }],
    ["autoZoom stays with the window", image({ autoZoom: true }), "en", { backgroundAttachment: "fixed" }],
  ])("%s", (_name, background, language, expected) => {
    expect(watchBackgroundStyle(background, language)).toMatchObject(expected);
  });

  it("a colour background sets no image even when images are named", () => {
    expect(watchBackgroundStyle({ ...image(), kind: "color" }, "en")).not.toHaveProperty("backgroundImage");
  });
});
