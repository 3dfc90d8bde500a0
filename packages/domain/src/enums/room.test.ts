import { describe, expect, it } from "vitest";
import { LAYOUT, MENU, MENU_COMPONENT, ROOM_LAYOUT, ROOM_MODE, roomLayoutOf } from "./room";

describe("room enumerations (§2, §3)", () => {
  it.each([
    ["LAYOUT", LAYOUT, { WATCH: "WATCH", MEETING: "MEETING" }],
    ["ROOM_MODE", ROOM_MODE, { LIVE: 1, MEETING: 2, SEMINAR: 3 }],
    ["ROOM_LAYOUT", ROOM_LAYOUT, { VIDEO_BOARD: 1, BOARD_VIDEO: 2, VIDEO: 3, BOARD: 4 }],
    [
      "MENU",
      MENU,
      {
        CHAT: 1,
        DOC: 2,
        GRAPHIC: 3,
        TRAILER: 4,
        TELETEXT: 5,
        LIVE_INTRO: 6,
        TOPIC: 7,
        SESSION: 8,
        VENUE: 9,
        CUSTOM_MENU: 10,
        ONLINE_USER: 11,
      },
    ],
    [
      "MENU_COMPONENT",
      MENU_COMPONENT,
      Object.fromEntries(
        "TEXT LIVE_INTRO TITLE IMAGE IMAGE_SWIPER VIDEO ACTIVE_LIST VENUE IFRAME LINE PARTNER CONTACT_US BUTTON"
          .split(" ")
          .map((name) => [name, name]),
      ),
    ],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});

describe("roomLayoutOf", () => {
  it("reads the four layouts and anything else as video only", () => {
    expect([1, 2, 3, 4, 0, 5, null, undefined].map(roomLayoutOf)).toEqual([1, 2, 3, 4, 3, 3, 3, 3]);
  });
});
