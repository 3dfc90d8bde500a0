import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { readTokenPair, requireTokenPair } from "./map-token-pair";

describe("token pair mapping", () => {
  it.each([
    [
      "a full pair",
      { accessToken: "a", refreshToken: "r", expiration: 9, extra: 1 },
      { accessToken: "a", refreshToken: "r", expiration: 9 },
    ],
    ["a pair without refresh data", { accessToken: "a" }, { accessToken: "a", refreshToken: "", expiration: 0 }],
    [
      "an expiration sent as a string",
      { accessToken: "a", refreshToken: "r", expiration: "12" },
      { accessToken: "a", refreshToken: "r", expiration: 12 },
    ],
    ["no access token", { refreshToken: "r" }, null],
    ["a wrong-typed access token", { accessToken: { x: 1 } }, null],
    ["null data", null, null],
  ])("reads %s", (_name, data, expected) => {
    expect(readTokenPair(data)).toEqual(expected);
  });

  it("rejects an unusable answer with an ApiFailure, not a TypeError", () => {
    expect(() => requireTokenPair(undefined)).toThrow(ApiFailure);
    expect(requireTokenPair({ accessToken: "a" }).accessToken).toBe("a");
  });
});
