import { describe, expect, it } from "vitest";
import { readViewerChannel } from "./channel";

describe("readViewerChannel", () => {
  it.each([
    ["channel path and sharer", "/event/10001/channel/c7/landing", "?sharerId=u42", null, { channelNumber: "c7", sharerId: "u42" }],
    ["mobile channel path", "/mobile/event/10001/channel/c7/watch/20001", "", null, { channelNumber: "c7", sharerId: null }],
    ["no channel", "/event/10001/landing", "?lang=en", null, { channelNumber: null, sharerId: null }],
    [
      "kept values fill the gaps",
      "/event/10001/watch/20001",
      "",
      { channelNumber: "c1", sharerId: "s1" },
      { channelNumber: "c1", sharerId: "s1" },
    ],
    [
      "the address wins over kept",
      "/event/10001/channel/c2/landing",
      "?sharerId=s2",
      { channelNumber: "c1", sharerId: "s1" },
      { channelNumber: "c2", sharerId: "s2" },
    ],
    ["junk sharer ignored", "/event/10001/landing", "?sharerId=%3Cscript%3E", null, { channelNumber: null, sharerId: null }],
    ["not an event page", "/portal/1", "?sharerId=s", null, { channelNumber: null, sharerId: "s" }],
  ])("%s", (_name, path, search, kept, expected) => {
    expect(readViewerChannel(path, search, kept)).toEqual(expected);
  });
});
