import { describe, expect, it } from "vitest";
import { loginTabs } from "./login-tabs";

describe("loginTabs", () => {
  it.each([
    [[1, 2], false, [1, 2]],
    [[2, 1], false, [2, 1]],
    [[2, 1, 3], true, [2, 1, 3]],
    [[3, 2], true, [3, 2]],
    [[2, 1, 3], false, [2, 1]],
    [[1], true, [1, 3]],
    [[1, 4, 1], false, [1]],
    [[], false, []],
  ] as const)("identity types %j with WeChat shown %s → tabs %j", (types, wechat, expected) => {
    expect(loginTabs(types, wechat)).toEqual(expected);
  });
});
