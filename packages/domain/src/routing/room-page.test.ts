import { describe, expect, it } from "vitest";
import { pageForRoomMode } from "./room-page";

describe("pageForRoomMode", () => {
  it.each([
    [1, "watch"],
    [2, "meeting"],
    [3, "meeting"],
    [0, "watch"],
    [99, "watch"],
  ])("room mode %s opens the %s page", (mode, page) => {
    expect(pageForRoomMode(mode)).toBe(page);
  });
});
