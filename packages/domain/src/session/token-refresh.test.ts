import { describe, expect, it } from "vitest";
import { tokenRefreshDelayMs } from "./token-refresh";

const now = 1_700_000_000_000;
const min = 60_000;

describe("tokenRefreshDelayMs", () => {
  it.each<[string, { refreshToken?: string; expiration?: number }, number | null]>([
    ["expires in 1 h → 55 min", { refreshToken: "r", expiration: now + 60 * min }, 55 * min],
    ["expires in 5 min + 1 ms → 1 ms", { refreshToken: "r", expiration: now + 5 * min + 1 }, 1],
    ["expires in exactly 5 min → now", { refreshToken: "r", expiration: now + 5 * min }, 0],
    ["expires in 1 min → now", { refreshToken: "r", expiration: now + min }, 0],
    ["already expired → now", { refreshToken: "r", expiration: now - min }, 0],
    ["no refresh token → nothing", { refreshToken: "", expiration: now + 60 * min }, null],
    ["missing refresh token → nothing", { expiration: now + 60 * min }, null],
    ["missing expiration → nothing", { refreshToken: "r" }, null],
    ["zero expiration → nothing", { refreshToken: "r", expiration: 0 }, null],
    ["NaN expiration → nothing", { refreshToken: "r", expiration: Number.NaN }, null],
  ])("%s", (_case, record, expected) => {
    expect(tokenRefreshDelayMs(record, now)).toBe(expected);
  });
});
