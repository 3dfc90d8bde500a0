import { describe, expect, it } from "vitest";
import { AD_LOCATION, AD_TYPE, DEVICE } from "../enums/ad";
import { adPictureContent, adPicturesIn, adSlotOf, type AdPicture, type AdSlot } from "./ad-picture";

const picture = (fields: Partial<AdPicture> = {}): AdPicture => ({
  id: "ad-1",
  device: DEVICE.PC,
  type: AD_TYPE.PC_PLAY_BOTTOM,
  location: AD_LOCATION.BOTTOM,
  show: true,
  closable: true,
  durationSeconds: 0,
  byLanguage: { "zh-Hans": { pictureUrl: "/zh.svg", linkUrl: "" } },
  ...fields,
});

describe("adSlotOf", () => {
  it.each<[string, Partial<AdPicture>, number, AdSlot | null]>([
    ["PC_PLAY_TOP above the player", { type: AD_TYPE.PC_PLAY_TOP }, DEVICE.PC, "playTop"],
    ["PC_PLAY_BOTTOM below the player", { type: AD_TYPE.PC_PLAY_BOTTOM }, DEVICE.PC, "playBottom"],
    ["PC_CHAT_TOP above the chat", { type: AD_TYPE.PC_CHAT_TOP }, DEVICE.PC, "chatTop"],
    ["a PC picture is not shown on a phone", { type: AD_TYPE.PC_PLAY_TOP }, DEVICE.MOBILE, null],
    [
      "MOBILE_PLAY at TOP above the player",
      { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY, location: AD_LOCATION.TOP },
      DEVICE.MOBILE,
      "playTop",
    ],
    [
      "MOBILE_PLAY at BOTTOM below it",
      { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY, location: AD_LOCATION.BOTTOM },
      DEVICE.MOBILE,
      "playBottom",
    ],
    ["a phone picture is not shown on a PC", { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY }, DEVICE.PC, null],
    ["a phone picture of a PC type has no slot", { device: DEVICE.MOBILE, type: AD_TYPE.PC_CHAT_TOP }, DEVICE.MOBILE, null],
  ])("%s", (_name, fields, device, slot) => {
    expect(adSlotOf(picture(fields), device as 1 | 2)).toBe(slot);
  });
});

describe("adPicturesIn", () => {
  const pictures = [
    picture({ id: "a" }),
    picture({ id: "hidden", show: false }),
    picture({ id: "top", type: AD_TYPE.PC_PLAY_TOP }),
    picture({ id: "b" }),
    picture({ id: "phone", device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY }),
  ];

  it.each<[string, number, AdSlot, string[], string[]]>([
    ["the slot's shown pictures in order", DEVICE.PC, "playBottom", [], ["a", "b"]],
    ["without the dismissed ones", DEVICE.PC, "playBottom", ["a"], ["b"]],
    ["another slot", DEVICE.PC, "playTop", [], ["top"]],
    ["a phone's", DEVICE.MOBILE, "playBottom", [], ["phone"]],
    ["an empty slot", DEVICE.PC, "chatTop", [], []],
  ])("%s", (_name, device, slot, dismissed, ids) => {
    expect(adPicturesIn(pictures, device as 1 | 2, slot, new Set(dismissed)).map((p) => p.id)).toEqual(ids);
  });
});

describe("adPictureContent", () => {
  const both = picture({
    byLanguage: { en: { pictureUrl: "/en.svg", linkUrl: "https://e.example" }, "zh-Hans": { pictureUrl: "/zh.svg", linkUrl: "" } },
  });
  it.each<[string, AdPicture, string, string | null]>([
    ["the viewer's language", both, "en", "/en.svg"],
    ["else zh-Hans", both, "ar", "/zh.svg"],
    ["else the first", picture({ byLanguage: { ar: { pictureUrl: "/ar.svg", linkUrl: "" } } }), "en", "/ar.svg"],
    ["none", picture({ byLanguage: {} }), "en", null],
  ])("%s", (_name, ad, language, url) => {
    expect(adPictureContent(ad, language)?.pictureUrl ?? null).toBe(url);
  });
});
