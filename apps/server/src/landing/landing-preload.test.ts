import { describe, expect, it } from "vitest";
import type { LandingModuleDTO } from "@livehall/wire";
import type { LandingDefinition } from "../seed/landing-definition";
import { landingAddressOf, preloadLinkHeader, topPictures } from "./landing-preload";

const base = { theme: "light", moduleName: "" } as const;
const LOGO: LandingModuleDTO = { ...base, sequence: 1, moduleType: "logo", logoUrl: "/api/events/landing/images/logo.svg" };
const BANNER: LandingModuleDTO = {
  ...base,
  sequence: 2,
  moduleType: "propaganda",
  imageUrl: "/api/events/landing/images/banner.svg",
  text: "",
};
const TITLE: LandingModuleDTO = { ...base, sequence: 3, moduleType: "title", title: "T", subtitle: "" };
const GRAPHIC: LandingModuleDTO = {
  ...base,
  sequence: 4,
  moduleType: "graphic",
  imageUrl: "/api/events/landing/images/graphic.svg",
  text: "",
};

function landing(overrides: Partial<LandingDefinition>): LandingDefinition {
  return {
    eventPropagandaMode: "pro",
    coverUrl: "/api/events/landing/images/cover.svg",
    gaussianBlurCoverUrl: "",
    faviconUrl: "",
    modules: [LOGO, BANNER, TITLE, GRAPHIC],
    schedules: [],
    ...overrides,
  };
}

describe("landingAddressOf", () => {
  it.each([
    ["/event/10001/landing", "10001"],
    ["/event/10001/join/", "10001"],
    ["/mobile/event/10001/landing", "10001"],
    ["/event/10001/channel/c-9/landing", "10001"],
    ["/mobile/event/10001/channel/c-9/join", "10001"],
    ["/event/10001/watch/20001", null],
    ["/event/10001/landing/extra", null],
    ["/portal/demo", null],
    ["/event/10%0d%0a01/landing", null],
  ])("%s → %s", (path, expected) => {
    expect(landingAddressOf(path)).toBe(expected);
  });
});

describe("topPictures", () => {
  it.each<[string, Partial<LandingDefinition>, string[]]>([
    ["pro mode: the logo and the banner, by sequence", {}, [LOGO.logoUrl, (BANNER as { imageUrl: string }).imageUrl]],
    [
      "pro mode: sequence decides, not the file's order",
      { modules: [{ ...GRAPHIC, sequence: 0 }, { ...BANNER, sequence: 1 }, TITLE] },
      ["/api/events/landing/images/banner.svg"],
    ],
    ["pro mode: no picture among the first modules", { modules: [TITLE, { ...GRAPHIC, sequence: 9 }] }, []],
    ["normal mode: the cover", { eventPropagandaMode: "normal" }, ["/api/events/landing/images/cover.svg"]],
    ["an https picture is not hinted", { eventPropagandaMode: "normal", coverUrl: "https://cdn.example/c.png" }, []],
    ["a path that would need quoting is not hinted", { eventPropagandaMode: "normal", coverUrl: "/a>, </evil>; rel=x" }, []],
    ["a path with a line break is not hinted", { eventPropagandaMode: "normal", coverUrl: "/a\r\nSet-Cookie: x=1" }, []],
  ])("%s", (_case, overrides, expected) => {
    expect(topPictures(landing(overrides))).toEqual(expected);
  });
});

describe("preloadLinkHeader", () => {
  it("names each picture as an image preload", () => {
    expect(preloadLinkHeader(["/a.svg", "/b.png"])).toBe("</a.svg>; rel=preload; as=image, </b.png>; rel=preload; as=image");
  });

  it("is null without pictures", () => {
    expect(preloadLinkHeader([])).toBeNull();
  });
});
