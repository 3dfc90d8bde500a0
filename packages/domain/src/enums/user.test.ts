import { describe, expect, it } from "vitest";
import { BAN_TYPE, ONLINE_USER_RANGE, USER_TYPE } from "./user";

describe("user enumerations (§3)", () => {
  it.each([
    [
      "USER_TYPE",
      USER_TYPE,
      {
        HOST: 0,
        GUEST: 1,
        ASSISTANT: 2,
        ID_AUDIENCE: 3,
        ANONYMOUS_AUDIENCE: 4,
        LINK_AUDIENCE: 5,
        ADMINISTRATORS: 6,
        ATMOSPHERE_MASTER: 7,
      },
    ],
    ["ONLINE_USER_RANGE", ONLINE_USER_RANGE, { HOST: 0, GUEST: 1, ASSISTANT: 2, AUDIENCE: 3, ATMOSPHERE_MASTER: 7 }],
    ["BAN_TYPE", BAN_TYPE, { BAN_CHAT: 1, BAN_ONLINE: 2 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
