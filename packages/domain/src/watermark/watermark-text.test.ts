import { describe, expect, it } from "vitest";
import { PRESET_WORD, WATERMARK_WORD, type PresetWord } from "../enums/watermark";
import { composeWatermarkText, parsePresetWords, presetWordText, watermarkText, type WatermarkValues } from "./watermark-text";

const { NICKNAME, EVENTNAME, PUBLICIP, CURRENTTIME } = PRESET_WORD;
/** 2024-01-02 03:04:05 UTC. */
const NOW = Date.UTC(2024, 0, 2, 3, 4, 5);
const values: WatermarkValues = { nickname: "Alice", eventName: "Launch", publicIp: "203.0.113.7", nowMs: NOW, offsetMinutes: 480 };

describe("parsePresetWords (§3 watermarkPresetWord)", () => {
  it.each<[string, unknown, PresetWord[]]>([
    ["codes in the given order", [CURRENTTIME, NICKNAME], [CURRENTTIME, NICKNAME]],
    ["comma-separated text", "0, 3", [NICKNAME, CURRENTTIME]],
    ["numeric texts", ["2", "1"], [PUBLICIP, EVENTNAME]],
    ["names in any case", ["NICKNAME", "publicip", "EventName"], [NICKNAME, PUBLICIP, EVENTNAME]],
    ["repeats dropped", [0, 0, "NICKNAME", 1], [NICKNAME, EVENTNAME]],
    ["unknown items dropped", [7, -1, "x", "", null, 1.5, 3], [CURRENTTIME]],
    ["empty text", "", []],
    ["null", null, []],
    ["an object", { 0: 1 }, []],
  ])("%s", (_case, raw, expected) => {
    expect(parsePresetWords(raw)).toEqual(expected);
  });
});

describe("presetWordText", () => {
  it.each<[string, PresetWord, WatermarkValues, string]>([
    ["nickname", NICKNAME, values, "Alice"],
    ["event name", EVENTNAME, values, "Launch"],
    ["public IP", PUBLICIP, values, "203.0.113.7"],
    ["current time in UTC+8", CURRENTTIME, values, "2024-01-02 11:04:05"],
    ["current time in UTC when no offset is given", CURRENTTIME, { nowMs: NOW }, "2024-01-02 03:04:05"],
    ["current time west of UTC", CURRENTTIME, { nowMs: NOW, offsetMinutes: -300 }, "2024-01-01 22:04:05"],
    ["no time: blank", CURRENTTIME, {}, ""],
    ["blank nickname trimmed away", NICKNAME, { nickname: "   " }, ""],
  ])("%s", (_case, word, given, expected) => {
    expect(presetWordText(word, given)).toBe(expected);
  });
});

describe("composeWatermarkText", () => {
  it.each<[string, PresetWord[], WatermarkValues, string]>([
    ["all four in order", [NICKNAME, EVENTNAME, PUBLICIP, CURRENTTIME], values, "Alice Launch 203.0.113.7 2024-01-02 11:04:05"],
    ["the given order is kept", [CURRENTTIME, NICKNAME], values, "2024-01-02 11:04:05 Alice"],
    ["missing values are left out", [NICKNAME, PUBLICIP, EVENTNAME], { nickname: "Bob", eventName: "Expo" }, "Bob Expo"],
    ["no words", [], values, ""],
    ["nothing known", [NICKNAME, PUBLICIP], {}, ""],
  ])("%s", (_case, words, given, expected) => {
    expect(composeWatermarkText(words, given)).toBe(expected);
  });

  it("takes another separator", () => {
    expect(composeWatermarkText([NICKNAME, EVENTNAME], values, " | ")).toBe("Alice | Launch");
  });
});

describe("watermarkText (§3 word type)", () => {
  it.each<[string, number | undefined, string | null, PresetWord[], WatermarkValues, string]>([
    ["channel name", WATERMARK_WORD.CHANNEL_NAME, null, [], { channelName: "Hall A", eventName: "Launch" }, "Hall A"],
    ["channel name falls back to the event name", WATERMARK_WORD.CHANNEL_NAME, null, [], values, "Launch"],
    ["user name is the nickname", WATERMARK_WORD.USER_NAME, "ignored", [], values, "Alice"],
    ["custom word, trimmed", WATERMARK_WORD.CUSTOM, "  Confidential ", [NICKNAME], values, "Confidential"],
    ["custom word missing", WATERMARK_WORD.CUSTOM, null, [], values, ""],
    ["preset words", WATERMARK_WORD.PRESET, "ignored", [NICKNAME, PUBLICIP], values, "Alice 203.0.113.7"],
    ["unknown word type", 9, "Confidential", [NICKNAME], values, ""],
    ["no word type", undefined, "Confidential", [NICKNAME], values, ""],
  ])("%s", (_case, wordType, custom, words, given, expected) => {
    expect(watermarkText(wordType, custom, words, given)).toBe(expected);
  });
});
