import { describe, expect, it } from "vitest";
import { parseWatchedTimes, putWatchedSeconds, trialRemainingSeconds, tryDurationSeconds } from "./trial";

describe("tryDurationSeconds", () => {
  it.each([
    [0, 0],
    [1, 60],
    [5, 300],
    [1.5, 90],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("%s min → %s s", (minutes, seconds) => {
    expect(tryDurationSeconds(minutes)).toBe(seconds);
  });
});

describe("trialRemainingSeconds", () => {
  it.each([
    [60, 0, 60],
    [60, 59, 1],
    [60, 59.4, 0],
    [60, 0.5, 59],
    [60, 60, 0],
    [60, 90, 0],
    [90.9, 0, 90],
    [0, 0, 0],
    [60, -10, 60],
    [60, Number.NaN, 60],
    [Number.NaN, 0, 0],
    [-60, 0, 0],
    [60, Number.POSITIVE_INFINITY, 0],
  ])("trial %s s, watched %s s → %s s left", (trial, watched, left) => {
    expect(trialRemainingSeconds(trial, watched)).toBe(left);
  });
});

describe("parseWatchedTimes", () => {
  it.each<[string, string | null, Record<string, number>]>([
    ["nothing stored", null, {}],
    ["empty text", "", {}],
    ["corrupt JSON", "{nope", {}],
    ["JSON null", "null", {}],
    ["JSON array", "[1,2]", {}],
    ["JSON number", "5", {}],
    ["good entries", '{"10001": 12, "10002": 0.5}', { "10001": 12, "10002": 0.5 }],
    ["text value dropped", '{"10001": "12", "10002": 3}', { "10002": 3 }],
    ["negative dropped", '{"10001": -1, "10002": 3}', { "10002": 3 }],
    ["null dropped", '{"10001": null}', {}],
    ["invalid event number dropped", '{"../x": 5, "10002": 3}', { "10002": 3 }],
    ["__proto__ dropped", '{"__proto__": 5, "10002": 3}', { "10002": 3 }],
  ])("%s", (_case, raw, expected) => {
    expect(parseWatchedTimes(raw)).toStrictEqual(expected);
  });
});

describe("putWatchedSeconds", () => {
  it.each<[string, string, number, Record<string, number>]>([
    ["adds an event", "10002", 4, { "10001": 1, "10002": 4 }],
    ["replaces an event", "10001", 9, { "10001": 9 }],
    ["ignores an invalid event number", "a/b", 4, { "10001": 1 }],
    ["ignores negative seconds", "10001", -4, { "10001": 1 }],
    ["ignores NaN", "10001", Number.NaN, { "10001": 1 }],
  ])("%s", (_case, eventNumber, seconds, expected) => {
    const before = { "10001": 1 };
    expect(putWatchedSeconds(before, eventNumber, seconds)).toStrictEqual(expected);
    expect(before).toStrictEqual({ "10001": 1 });
  });
});
