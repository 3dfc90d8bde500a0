import { describe, expect, it } from "vitest";
import { PRESET_WORD, WATERMARK_POSITION, WATERMARK_WORD } from "../enums/watermark";
import { sizedImageMark, watermarkContent, watermarkPlacement, type WatermarkContent, type WatermarkPlacement } from "./watermark-content";
import { WATERMARK_POSITION_TYPE, WATERMARK_TYPE, type WatermarkSettings } from "./watermark-settings";

const values = { nickname: "Alice", eventName: "Launch", publicIp: "203.0.113.7" };
const text: WatermarkSettings = {
  watermarkShowFlag: 1,
  watermarkType: WATERMARK_TYPE.TEXT,
  watermarkWordType: WATERMARK_WORD.PRESET,
  watermarkPresetWord: [PRESET_WORD.NICKNAME, PRESET_WORD.PUBLICIP],
};
const image: WatermarkSettings = {
  watermarkShowFlag: 1,
  watermarkType: WATERMARK_TYPE.IMAGE,
  watermarkImgUrl: " https://cdn.example/logo.png ",
};

describe("watermarkContent (§3 watermark record)", () => {
  it.each<[string, WatermarkSettings, WatermarkContent | null]>([
    ["preset text", text, { kind: "text", text: "Alice 203.0.113.7" }],
    ["preset words as text", { ...text, watermarkPresetWord: "1,0" }, { kind: "text", text: "Launch Alice" }],
    ["custom text", { ...text, watermarkWordType: WATERMARK_WORD.CUSTOM, watermarkWord: "Internal" }, { kind: "text", text: "Internal" }],
    ["user name", { ...text, watermarkWordType: WATERMARK_WORD.USER_NAME }, { kind: "text", text: "Alice" }],
    ["show flag true", { ...text, watermarkShowFlag: true }, { kind: "text", text: "Alice 203.0.113.7" }],
    ["show flag off", { ...text, watermarkShowFlag: 0 }, null],
    ["show flag missing", { ...text, watermarkShowFlag: undefined }, null],
    ["blank text", { ...text, watermarkWordType: WATERMARK_WORD.CUSTOM, watermarkWord: "  " }, null],
    ["no type means text", { ...text, watermarkType: undefined }, { kind: "text", text: "Alice 203.0.113.7" }],
    ["image, url trimmed", image, { kind: "image", imageUrl: "https://cdn.example/logo.png" }],
    ["image without url", { ...image, watermarkImgUrl: null }, null],
    ["image with a blank url", { ...image, watermarkImgUrl: " " }, null],
  ])("%s", (_case, settings, expected) => {
    expect(watermarkContent(settings, values)).toEqual(expected);
  });
});

describe("watermarkPlacement", () => {
  it.each<[string, WatermarkSettings, WatermarkPlacement]>([
    ["oblique", { watermarkPositionType: WATERMARK_POSITION_TYPE.OBLIQUE }, { type: "oblique" }],
    ["random", { watermarkPositionType: WATERMARK_POSITION_TYPE.RANDOM }, { type: "random", seed: "u1", nowMs: 12_000 }],
    [
      "side in its corner",
      { watermarkPositionType: WATERMARK_POSITION_TYPE.SIDE, watermarkPosition: WATERMARK_POSITION.BOTTOM_RIGHT },
      { type: "side", corner: WATERMARK_POSITION.BOTTOM_RIGHT },
    ],
    [
      "side, unknown corner: top-left",
      { watermarkPositionType: "side", watermarkPosition: 9 },
      { type: "side", corner: WATERMARK_POSITION.TOP_LEFT },
    ],
    ["side, no corner: top-left", { watermarkPositionType: "side" }, { type: "side", corner: WATERMARK_POSITION.TOP_LEFT }],
    [
      "unknown type is side",
      { watermarkPositionType: "diagonal", watermarkPosition: 1 },
      { type: "side", corner: WATERMARK_POSITION.TOP_RIGHT },
    ],
  ])("%s", (_case, settings, expected) => {
    expect(watermarkPlacement(settings, "u1", 12_000)).toEqual(expected);
  });
});

describe("sizedImageMark", () => {
  const logo: WatermarkContent = { kind: "image", imageUrl: "/media/pictures/logo.svg" };
  it.each<[string, WatermarkContent, number, number, WatermarkContent]>([
    ["wide picture: 75 wide, in proportion", logo, 160, 64, { ...logo, width: 75, height: 30 }],
    ["tall picture", logo, 50, 100, { ...logo, width: 75, height: 150 }],
    ["a given width is kept", { ...logo, width: 100 }, 200, 50, { ...logo, width: 100, height: 25 }],
    ["not loaded (0 × 0): as it is", logo, 0, 0, logo],
    ["no height: as it is", logo, 160, Number.NaN, logo],
    ["a text mark is left alone", { kind: "text", text: "Alice" }, 160, 64, { kind: "text", text: "Alice" }],
  ])("%s", (_case, content, naturalWidth, naturalHeight, expected) => {
    expect(sizedImageMark(content, naturalWidth, naturalHeight)).toEqual(expected);
  });
});
