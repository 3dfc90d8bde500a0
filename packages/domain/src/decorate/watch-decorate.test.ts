import { describe, expect, it } from "vitest";
import { DEFAULT_WATCH_DECORATE } from "./watch-decorate";

describe("DEFAULT_WATCH_DECORATE", () => {
  it("is §3's default look: deep theme, module opacity 60, top bar and back-to-top on, the theme's background, no ads", () => {
    expect(DEFAULT_WATCH_DECORATE).toEqual({
      theme: "deep",
      moduleOpacity: 60,
      topBar: { show: true, logoUrl: "" },
      backToTop: true,
      background: {
        kind: "color",
        color: "",
        displayMode: "cover",
        imageByLanguage: {},
        transition: false,
        location: "center",
        autoZoom: false,
      },
      adPictures: [],
      userIcons: true,
      iphoneIcon: false,
      liveCountDownRemain: 0,
    });
  });
});
