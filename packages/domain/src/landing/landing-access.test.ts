import { describe, expect, it } from "vitest";
import { accessNoteFor, NO_LANDING_ACCESS_INFO, shareTargets, type LandingAccessInfo, type LandingShare } from "./landing-access";

const INFO: LandingAccessInfo = {
  validate: {
    pc: {
      "zh-Hans": { title: "凭密码进入", description: "请准备活动密码", backgroundUrl: "" },
      en: { title: "Entry by password", description: "Have the password ready", backgroundUrl: "/media/pictures/a.svg" },
    },
    mobile: { en: { title: "On your phone", description: "Enter the password", backgroundUrl: "" } },
  },
  prompts: { "zh-Hans": "请输入活动密码", en: "Enter the event password", ar: "  " },
};

describe("accessNoteFor", () => {
  it.each([
    [
      "desktop, en: its config and prompt",
      2,
      "pc",
      "en",
      {
        title: "Entry by password",
        description: "Have the password ready",
        backgroundUrl: "/media/pictures/a.svg",
        prompt: "Enter the event password",
      },
    ],
    [
      "phone, en: the mobile config",
      2,
      "mobile",
      "en",
      { title: "On your phone", description: "Enter the password", backgroundUrl: "", prompt: "Enter the event password" },
    ],
    [
      "phone, zh-Hans: no mobile config in it, the prompt alone",
      2,
      "mobile",
      "zh-Hans",
      { title: "", description: "", backgroundUrl: "", prompt: "请输入活动密码" },
    ],
    [
      "desktop, zh-Hant: zh-Hans stands in",
      3,
      "pc",
      "zh-Hant",
      { title: "凭密码进入", description: "请准备活动密码", backgroundUrl: "", prompt: "请输入活动密码" },
    ],
    [
      "desktop, ar: a blank prompt counts as none, zh-Hans stands in (as at the gate)",
      2,
      "pc",
      "ar",
      { title: "凭密码进入", description: "请准备活动密码", backgroundUrl: "", prompt: "请输入活动密码" },
    ],
    ["an event open to all: nothing to say", 0, "pc", "en", null],
  ] as const)("%s", (_name, accessType, device, language, expected) => {
    expect(accessNoteFor(INFO, accessType, device, language)).toEqual(expected);
  });

  it("says nothing when the organiser wrote nothing", () => {
    expect(accessNoteFor(NO_LANDING_ACCESS_INFO, 2, "pc", "en")).toBeNull();
  });
});

const SHARE: LandingShare = {
  enabled: true,
  channels: [3, 0, 1, 2],
  coverUrl: "https://cdn.example.com/c.png",
  title: "",
  description: "A demo",
};
const PAGE = "https://live.example.com/event/10001/landing?sharerId=s-1";

describe("shareTargets", () => {
  it("lists the offered channels in §3 order with their share addresses", () => {
    expect(shareTargets(SHARE, PAGE, "Livehall 演示活动")).toEqual([
      {
        channel: 0,
        href:
          "https://service.weibo.com/share/share.php?url=https%3A%2F%2Flive.example.com%2Fevent%2F10001%2Flanding%3FsharerId%3Ds-1" +
          "&title=Livehall%20%E6%BC%94%E7%A4%BA%E6%B4%BB%E5%8A%A8%20%E2%80%94%20A%20demo&pic=https%3A%2F%2Fcdn.example.com%2Fc.png",
      },
      { channel: 1, href: null },
      {
        channel: 2,
        href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flive.example.com%2Fevent%2F10001%2Flanding%3FsharerId%3Ds-1",
      },
      {
        channel: 3,
        href: "https://twitter.com/intent/tweet?url=https%3A%2F%2Flive.example.com%2Fevent%2F10001%2Flanding%3FsharerId%3Ds-1&text=Livehall%20%E6%BC%94%E7%A4%BA%E6%B4%BB%E5%8A%A8",
      },
    ]);
  });

  it.each([
    ["sharing off", { enabled: false }, []],
    [
      "the organiser's title wins over the event's name",
      { channels: [3] as const, title: "Join us" },
      [{ channel: 3, href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE)}&text=Join%20us` }],
    ],
    [
      "a cover that is not https is not sent to Weibo",
      { channels: [0] as const, coverUrl: "/media/c.png", description: "" },
      [{ channel: 0, href: `https://service.weibo.com/share/share.php?url=${encodeURIComponent(PAGE)}&title=E` }],
    ],
    ["a channel listed twice shows once", { channels: [1, 1] as const }, [{ channel: 1, href: null }]],
  ])("%s", (_name, change, expected) => {
    expect(shareTargets({ ...SHARE, ...change }, PAGE, "E")).toEqual(expected);
  });

  it("a hostile title cannot leave its parameter", () => {
    const [target] = shareTargets({ ...SHARE, channels: [3], title: "x&url=https://evil.example/#" }, PAGE, "E");
    const query = (target?.href ?? "").split("?")[1] ?? "";
    const url = query.split("&").find((pair) => pair.startsWith("url="));
    expect(decodeURIComponent(url?.slice("url=".length) ?? "")).toBe(PAGE);
    expect(query.split("&").filter((pair) => pair.startsWith("url="))).toHaveLength(1);
  });
});
