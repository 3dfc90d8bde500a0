import { describe, expect, it } from "vitest";
import {
  volumeSet,
  DEFAULT_VOLUME_STATE,
  PLAYBACK_RATES,
  clampVolume,
  normalizePlaybackRate,
  parseStoredVolume,
  speedMenuScrolls,
  stepVolume,
  toggleMute,
  unmute,
  type VolumeState,
} from "./speed-volume";

describe("playback speed (§9)", () => {
  it("offers 0.5 to 2.0", () => {
    expect(PLAYBACK_RATES).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
  });

  it.each<[number, boolean]>([
    [0, false],
    [4, false],
    [5, true],
    [PLAYBACK_RATES.length, true],
  ])("%s items scroll: %s", (count, expected) => {
    expect(speedMenuScrolls(count)).toBe(expected);
  });

  it.each<[unknown, number]>([
    [0.5, 0.5],
    [2, 2],
    [1.25, 1.25],
    [3, 1],
    [0.6, 1],
    ["1.5", 1],
    [null, 1],
  ])("normalizePlaybackRate(%j) = %s", (rate, expected) => {
    expect(normalizePlaybackRate(rate)).toBe(expected);
  });
});

describe("volume steps (§5: 0.1 per arrow key, 0–1)", () => {
  it.each<[number, 1 | -1, number]>([
    [0.5, 1, 0.6],
    [0.5, -1, 0.4],
    [0.7, 1, 0.8],
    [0.3, -1, 0.2],
    [0.95, 1, 1],
    [1, 1, 1],
    [0.05, -1, 0],
    [0, -1, 0],
    [0.2, 1, 0.3],
  ])("%s %s → %s", (volume, direction, expected) => {
    expect(stepVolume(volume, direction)).toBe(expected);
  });

  it("ten steps up from 0 land exactly on 1, ten down exactly on 0", () => {
    let volume = 0;
    const seen: number[] = [];
    for (let step = 0; step < 10; step++) seen.push((volume = stepVolume(volume, 1)));
    expect(seen).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    for (let step = 0; step < 10; step++) volume = stepVolume(volume, -1);
    expect(volume).toBe(0);
  });

  it.each<[number, number]>([
    [-1, 0],
    [2, 1],
    [0.123, 0.12],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1],
  ])("clampVolume(%s) = %s", (volume, expected) => {
    expect(clampVolume(volume)).toBe(expected);
  });
});

describe("mute (§5: unmuting at zero sets 0.5)", () => {
  it.each<[string, VolumeState, VolumeState, VolumeState]>([
    ["muted at 0.8", { volume: 0.8, muted: true }, { volume: 0.8, muted: false }, { volume: 0.8, muted: false }],
    ["muted at 0", { volume: 0, muted: true }, { volume: 0.5, muted: false }, { volume: 0.5, muted: false }],
    ["not muted at 0", { volume: 0, muted: false }, { volume: 0.5, muted: false }, { volume: 0, muted: true }],
    ["not muted at 1", { volume: 1, muted: false }, { volume: 1, muted: false }, { volume: 1, muted: true }],
  ])("%s", (_case, state, afterUnmute, afterToggle) => {
    expect(unmute(state)).toEqual(afterUnmute);
    expect(toggleMute(state)).toEqual(afterToggle);
  });
});

describe("parseStoredVolume (§5: default 1, mute off)", () => {
  it.each<[string, unknown, unknown, VolumeState]>([
    ["nothing stored", undefined, undefined, DEFAULT_VOLUME_STATE],
    ["null", null, null, { volume: 1, muted: false }],
    ["numbers and booleans", 0.4, true, { volume: 0.4, muted: true }],
    ["strings", "0.4", "true", { volume: 0.4, muted: true }],
    ["zero volume is kept", "0", "false", { volume: 0, muted: false }],
    ["volume above 1", 50, false, { volume: 1, muted: false }],
    ["negative volume", -0.2, false, { volume: 1, muted: false }],
    ["garbage", "loud", "yes", { volume: 1, muted: false }],
    ["empty string", "", 1, { volume: 1, muted: false }],
    ["an object", { volume: 0.3 }, {}, { volume: 1, muted: false }],
    ["NaN", Number.NaN, "TRUE", { volume: 1, muted: false }],
  ])("%s", (_case, volume, muted, expected) => {
    expect(parseStoredVolume(volume, muted)).toEqual(expected);
  });
});

describe("volumeSet", () => {
  it.each([
    ["a volume above 0 unmutes", { volume: 0.5, muted: true }, 0.3, { volume: 0.3, muted: false }],
    ["0 keeps the mute as it was", { volume: 0.5, muted: true }, 0, { volume: 0, muted: true }],
    ["0 while unmuted stays unmuted", { volume: 0.5, muted: false }, 0, { volume: 0, muted: false }],
    ["out of range is clamped", { volume: 0.5, muted: false }, 1.7, { volume: 1, muted: false }],
  ])("%s", (_case, state, volume, expected) => {
    expect(volumeSet(state, volume)).toEqual(expected);
  });
});
