import { describe, expect, it } from "vitest";
import { formatServerTime, parseServerTime } from "./server-time";

describe("server time (UTC+8, 'yyyy-MM-dd HH:mm:ss')", () => {
  it.each([
    [Date.UTC(2025, 0, 1, 1, 0, 0), "2025-01-01 09:00:00"],
    [Date.UTC(2024, 11, 31, 16, 0, 0), "2025-01-01 00:00:00"],
    [Date.UTC(2099, 11, 31, 15, 59, 59), "2099-12-31 23:59:59"],
  ])("formats %d as %s and parses it back", (epoch, text) => {
    expect(formatServerTime(epoch)).toBe(text);
    expect(parseServerTime(text)).toBe(epoch);
  });

  it.each(["2025-02-30 10:00:00", "2025-01-01T09:00:00", "2025-1-1 9:00:00", "", "tomorrow"])("rejects %j", (text) => {
    expect(parseServerTime(text)).toBeNull();
  });
});
