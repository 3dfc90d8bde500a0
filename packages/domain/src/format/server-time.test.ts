import { describe, expect, it } from "vitest";
import { formatLocal, isServerTimeSentinel, localizeServerTime, serverTimeToLocal } from "./server-time";

describe("serverTimeToLocal (UTC+8 → epoch ms)", () => {
  it.each<[string, unknown, number | null]>([
    ["midnight UTC+8 is 16:00 UTC the day before", "2024-03-01 00:00:00", Date.UTC(2024, 1, 29, 16, 0, 0)],
    ["an afternoon", "2025-07-15 14:30:05", Date.UTC(2025, 6, 15, 6, 30, 5)],
    ["the epoch", "1970-01-01 08:00:00", 0],
    ["surrounding blanks are ignored", " 2025-07-15 14:30:05 ", Date.UTC(2025, 6, 15, 6, 30, 5)],
    ["year below 100 is not shifted to 19xx", "0050-01-01 08:00:00", Date.parse("0050-01-01T00:00:00Z")],
    ["the sentinel", "1900-01-01 00:00:00", null],
    ["impossible day", "2024-02-30 10:00:00", null],
    ["hour 24", "2024-02-01 24:00:00", null],
    ["minute 60", "2024-02-01 10:60:00", null],
    ["ISO form", "2024-02-01T10:00:00", null],
    ["date only", "2024-02-01", null],
    ["empty", "", null],
    ["number", 1700000000000, null],
    ["null", null, null],
    ["undefined", undefined, null],
  ])("%s: %j", (_case, text, expected) => {
    expect(serverTimeToLocal(text)).toBe(expected);
  });
});

describe("isServerTimeSentinel", () => {
  it.each<[unknown, boolean]>([
    ["1900-01-01 00:00:00", true],
    [" 1900-01-01 00:00:00 ", true],
    ["1900-01-01 00:00:01", false],
    [null, false],
  ])("%j → %s", (text, expected) => {
    expect(isServerTimeSentinel(text)).toBe(expected);
  });
});

describe("formatLocal", () => {
  const ms = Date.UTC(2025, 6, 15, 6, 30, 5);
  it.each<[number, number, string | undefined, string]>([
    [ms, 480, undefined, "2025-07-15 14:30:05"],
    [ms, 0, undefined, "2025-07-15 06:30:05"],
    [ms, -420, undefined, "2025-07-14 23:30:05"],
    [ms, 330, undefined, "2025-07-15 12:00:05"],
    [ms, 480, "yyyy/MM/dd", "2025/07/15"],
    [ms, 480, "HH:mm", "14:30"],
    [ms, 480, "dd.MM.yyyy ss", "15.07.2025 05"],
    [Number.NaN, 480, undefined, ""],
    [ms, Number.NaN, undefined, ""],
    [8.64e15 + 1, 0, undefined, ""],
  ])("%s at %s min as %j → %j", (epochMs, offset, format, expected) => {
    expect(formatLocal(epochMs, offset, format)).toBe(expected);
  });
});

describe("localizeServerTime", () => {
  it.each<[unknown, number, string | null]>([
    ["2025-07-15 14:30:05", 480, "2025-07-15 14:30:05"],
    ["2025-07-15 14:30:05", 0, "2025-07-15 06:30:05"],
    ["2025-07-15 14:30:05", 540, "2025-07-15 15:30:05"],
    ["1900-01-01 00:00:00", 0, "1900-01-01 00:00:00"],
    ["soon", 0, null],
    [null, 0, null],
  ])("%j at %s min → %j", (text, offset, expected) => {
    expect(localizeServerTime(text, offset)).toBe(expected);
  });
});
