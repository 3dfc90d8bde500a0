import { describe, expect, it } from "vitest";
import { identityTypeOf } from "./account-kind";

describe("identityTypeOf", () => {
  it.each([
    ["demo@livehall.test", 2],
    ["13800000000", 1],
    ["+86 138 0000 0000", 1],
  ] as const)("%s → %s", (account, type) => {
    expect(identityTypeOf(account)).toBe(type);
  });
});
