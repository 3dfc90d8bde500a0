import { describe, expect, it } from "vitest";
import { BARRAGE_REGION, BOARD_STATUS, DELAY, LIVE_MODE, LIVE_SCENE, LIVE_STATUS, LIVE_TOOL, PROTOCOL } from "./live";

describe("live enumerations (§3)", () => {
  it.each([
    ["LIVE_SCENE", LIVE_SCENE, { LINK: 1, PUSH: 2, PULL: 3, MEETING: 4 }],
    ["LIVE_MODE", LIVE_MODE, { LIST: 3, PULL: 4, PUSH_SINGLE: 6, PUSH_MULTI: 7 }],
    ["DELAY", DELAY, { COMMON: 1, NO_DELAY: 2 }],
    ["LIVE_STATUS", LIVE_STATUS, { NOT_BEGUN: 1, LIVING: 2 }],
    ["BOARD_STATUS", BOARD_STATUS, { NOT_STARTED: 0, PENDING: 1, PUSH_STARTED: 2 }],
    ["PROTOCOL", PROTOCOL, { UDP: "UDP", HLS: "HLS" }],
    ["LIVE_TOOL", LIVE_TOOL, { OLD: 1, NEW: 2 }],
    ["BARRAGE_REGION", BARRAGE_REGION, { ALL: 1, HALF: 2, ONE_THIRD: 3 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
