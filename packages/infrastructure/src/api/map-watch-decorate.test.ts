import { describe, expect, it } from "vitest";
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
  ] as const)("%s", (_name, dto, expected) => {
    expect(mapWatchDecorate(dto)).toMatchObject(expected);
  });

  it("takes §3's defaults when the server sends no watchDecorate", () => {
    expect(mapWatchDecorate(undefined)).toEqual({ theme: "deep", moduleOpacity: 60, topBar: { show: true, logoUrl: "" }, backToTop: true });
  });
});
