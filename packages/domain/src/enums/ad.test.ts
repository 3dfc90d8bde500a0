import { describe, expect, it } from "vitest";
import { AD_LOCATION, AD_TYPE, ANNOUNCEMENT_EVENT, DEVICE, DEVICE_TYPE } from "./ad";

describe("ad and device enumerations (§3)", () => {
  it.each([
    ["DEVICE", DEVICE, { PC: 1, MOBILE: 2 }],
    ["DEVICE_TYPE", DEVICE_TYPE, { PC: 0, MOBILE: 1 }],
    ["AD_TYPE", AD_TYPE, { PC_PLAY_TOP: 1, PC_PLAY_BOTTOM: 2, PC_CHAT_TOP: 3, MOBILE_PLAY: 4 }],
    ["AD_LOCATION", AD_LOCATION, { TOP: 1, BOTTOM: 2 }],
    ["ANNOUNCEMENT_EVENT", ANNOUNCEMENT_EVENT, { ADD: 1, UPDATE: 2, CLEAR: 3, ROLLING_FLAG: 4 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
