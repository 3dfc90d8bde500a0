import { describe, expect, it } from "vitest";
import { DEFAULT_BARRAGE_SETTINGS, parseBarrageSettings } from "./barrage-settings";

describe("parseBarrageSettings", () => {
  it.each([
    ["nothing stored", null, DEFAULT_BARRAGE_SETTINGS],
    ["off, one third", '{"on":false,"region":3}', { on: false, region: 3 }],
    ["on, all", '{"on":true,"region":1}', { on: true, region: 1 }],
    ["an unknown region", '{"on":false,"region":4}', { on: false, region: DEFAULT_BARRAGE_SETTINGS.region }],
    ["a region as text", '{"on":true,"region":"1"}', { on: true, region: DEFAULT_BARRAGE_SETTINGS.region }],
    ["no flag", '{"region":1}', { on: DEFAULT_BARRAGE_SETTINGS.on, region: 1 }],
    ["not JSON", "on", DEFAULT_BARRAGE_SETTINGS],
    ["JSON null", "null", DEFAULT_BARRAGE_SETTINGS],
  ])("reads %s", (_name, raw, expected) => {
    expect(parseBarrageSettings(raw)).toEqual(expected);
  });
});
