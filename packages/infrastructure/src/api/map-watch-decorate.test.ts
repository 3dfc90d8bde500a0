import { describe, expect, it } from "vitest";
import { DEFAULT_WATCH_DECORATE } from "@livehall/domain";
import { mapWatchDecorate } from "./map-watch-decorate";

describe("mapWatchDecorate", () => {
  it.each([
    ["topicType 1 is the deep theme", { topicType: 1 }, { theme: "deep" }],
    ["topicType 2 is the light theme", { topicType: 2 }, { theme: "light" }],
    ["an unknown topicType keeps the default", { topicType: 9 }, { theme: "deep" }],
    ["moduleDiaphaneity is the module opacity", { moduleDiaphaneity: 35 }, { moduleOpacity: 35 }],
    ["opacity is clamped to 0–100", { moduleDiaphaneity: 140 }, { moduleOpacity: 100 }],
    ["a missing opacity is 60", {}, { moduleOpacity: 60 }],
    ["topbarFlag 0 hides the top bar", { topbarFlag: 0, topbarLogo: "/logo.png" }, { topBar: { show: false, logoUrl: "/logo.png" } }],
    ["backTopFlag 0 turns back-to-top off", { backTopFlag: 0 }, { backToTop: false }],
    ["userIconFlag 0 hides avatars", { userIconFlag: 0 }, { userIcons: false }],
    ["iphoneIconFlag 1 offers the home-screen icon", { iphoneIconFlag: 1 }, { iphoneIcon: true }],
    ["liveCountDownRemain is seconds", { liveCountDownRemain: 90 }, { liveCountDownRemain: 90 }],
    ["a negative countdown is none", { liveCountDownRemain: -5 }, { liveCountDownRemain: 0 }],
    ["backgroundType 2 is an image", { backgroundType: 2 }, { background: { kind: "image" } }],
    [
      "backgroundType 1 is a colour",
      { backgroundType: 1, backgroundColor: "#112233" },
      { background: { kind: "color", color: "#112233" } },
    ],
    ["a colour that is not #rrggbb is the theme's", { backgroundColor: "red;background:url(x)" }, { background: { color: "" } }],
    ["display mode 2 is contain", { backgroundUrlDisplayMode: 2 }, { background: { displayMode: "contain" } }],
    ["display mode 3 is tile", { backgroundUrlDisplayMode: 3 }, { background: { displayMode: "tile" } }],
    ["an unknown display mode is cover", { backgroundUrlDisplayMode: 7 }, { background: { displayMode: "cover" } }],
    ["location 1 anchors at the top", { location: 1 }, { background: { location: "top" } }],
    ["transition and autoZoom flags", { transitionFlag: 1, autoZoomFlag: 1 }, { background: { transition: true, autoZoom: true } }],
    [
      "per-language backgrounds by language type",
      {
        backgroundUrlLanguages: [
          { languageType: "en", backgroundUrl: "/en.svg" },
          { languageType: "ar", backgroundUrl: "" },
        ],
      },
      { background: { imageByLanguage: { en: "/en.svg" } } },
    ],
  ] as const)("%s", (_name, dto, expected) => {
    expect(mapWatchDecorate(dto as never)).toMatchObject(expected);
  });

  it("takes §3's defaults when the server sends no watchDecorate", () => {
    expect(mapWatchDecorate(undefined)).toEqual(DEFAULT_WATCH_DECORATE);
    expect(mapWatchDecorate(undefined)).toMatchObject({
      theme: "deep",
      moduleOpacity: 60,
      topBar: { show: true, logoUrl: "" },
      backToTop: true,
    });
  });

  const pic = (fields: Record<string, unknown> = {}) => ({
    roomAdPicId: "ad-1",
    deviceType: 1,
    adType: 2,
    adShowFlag: 1,
    adEnableCloseFlag: 0,
    adShowDuration: 15,
    adLocationType: 2,
    languages: [{ languageType: "zh-Hans", adPicUrl: "/ad.svg", adJumpUrl: "https://example.com" }],
    ...fields,
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    [
      "a PC picture with its flags and languages",
      pic(),
      {
        id: "ad-1",
        device: 1,
        type: 2,
        location: 2,
        show: true,
        closable: false,
        durationSeconds: 15,
        byLanguage: { "zh-Hans": { pictureUrl: "/ad.svg", linkUrl: "https://example.com" } },
      },
    ],
    ["a phone picture above the player", pic({ deviceType: 2, adType: 4, adLocationType: 1 }), { device: 2, type: 4, location: 1 }],
    ["adShowFlag 0 is kept, not shown", pic({ adShowFlag: 0 }), { show: false }],
    [
      "missing flags: shown and closable, staying",
      pic({ adShowFlag: undefined, adEnableCloseFlag: undefined, adShowDuration: undefined }),
      { show: true, closable: true, durationSeconds: 0 },
    ],
  ])("maps roomAdPics: %s", (_name, item, expected) => {
    expect(mapWatchDecorate({ roomAdPics: [item] } as never).adPictures).toEqual([expect.objectContaining(expected as object)]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["no id", pic({ roomAdPicId: "" })],
    ["an unknown device", pic({ deviceType: 0 })],
    ["an unknown type", pic({ adType: 9 })],
    ["no picture", pic({ languages: [{ languageType: "en", adPicUrl: "" }] })],
  ])("drops an ad picture with %s", (_name, item) => {
    expect(mapWatchDecorate({ roomAdPics: [item, pic({ roomAdPicId: "ok" })] } as never).adPictures.map((p) => p.id)).toEqual(["ok"]);
  });
});
