import { describe, expect, it } from "vitest";
import { ACCESS_TYPE } from "../enums/access";
import { parseWatchedTimes, putWatchedSeconds, secondsUntilTrialEnd, trialGateOf, trialRemainingSeconds, trialSecondsLeft } from "./trial";

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

describe("secondsUntilTrialEnd (the server's end, rounded up)", () => {
  it.each([
    [60_000, 0, 60],
    [60_000, 59_001, 1],
    [60_000, 59_999, 1],
    [60_000, 60_000, 0],
    [60_000, 75_000, 0],
    [60_000, Number.NaN, 0],
  ])("ends at %s ms, server now %s ms → %s s", (endsAt, now, left) => {
    expect(secondsUntilTrialEnd(endsAt, now)).toBe(left);
  });
});

describe("trialSecondsLeft (the sooner of the device's watched time and the server's end)", () => {
  it.each<[string, number, number, number | null, number, number]>([
    ["no server end yet: the watched time", 60, 20, null, 0, 40],
    ["the server's clock runs ahead (a pause, a stall)", 60, 20, 30_000, 0, 30],
    ["the device watched more than the server counted", 60, 55, 30_000, 0, 5],
    ["the server's end has passed", 60, 0, 30_000, 30_000, 0],
  ])("%s", (_case, trial, watched, endsAt, now, left) => {
    expect(trialSecondsLeft(trial, watched, endsAt, now)).toBe(left);
  });
});

describe("trialGateOf (the gate after a used-up trial)", () => {
  it.each([
    [ACCESS_TYPE.UNLIMITED, "login"],
    [ACCESS_TYPE.PASSWORD, "password"],
    [ACCESS_TYPE.WHITE_LIST, "access"],
    [ACCESS_TYPE.SIGNUP, "access"],
    [ACCESS_TYPE.EXTERNAL_AUTH, "access"],
  ])("access type %s → %s", (accessType, gate) => {
    expect(trialGateOf(accessType)).toBe(gate);
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
