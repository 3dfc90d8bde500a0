import { describe, expect, it } from "vitest";
import { shareLink, sharerIdOf } from "./share-link";

describe("sharerIdOf", () => {
  it.each<[string, string | null]>([
    ["?sharerId=u-1", "u-1"],
    ["sharerId=u-1&x=2", "u-1"],
    ["?x=1&sharerId=abc_DEF.9~", "abc_DEF.9~"],
    ["", null],
    ["?sharerId=", null],
    ["?sharerId=%3Cscript%3E", null],
    [`?sharerId=${"a".repeat(129)}`, null],
  ])("%s → %s", (search, expected) => {
    expect(sharerIdOf(search)).toBe(expected);
  });
});

describe("shareLink", () => {
  const base = { origin: "https://live.example.com", eventNumber: "10001", pageSearch: "" };
  it.each<[string, Parameters<typeof shareLink>[0], string]>([
    ["the viewer's own id shares", { ...base, viewerId: "v1" }, "https://live.example.com/event/10001/?sharerId=v1"],
    [
      "the viewer's id wins over the address's sharer",
      { ...base, viewerId: "v1", pageSearch: "?sharerId=s9" },
      "https://live.example.com/event/10001/?sharerId=v1",
    ],
    [
      "without an id the address's sharer is kept",
      { ...base, viewerId: null, pageSearch: "?sharerId=s9" },
      "https://live.example.com/event/10001/?sharerId=s9",
    ],
    ["no sharer at all", { ...base, viewerId: null }, "https://live.example.com/event/10001/"],
    [
      "a promotion channel stays in the link",
      { ...base, viewerId: "v1", channelNumber: "7" },
      "https://live.example.com/event/10001/channel/7/?sharerId=v1",
    ],
    [
      "a trailing slash of the origin is dropped",
      { ...base, origin: "http://127.0.0.1:8080/", viewerId: "v1" },
      "http://127.0.0.1:8080/event/10001/?sharerId=v1",
    ],
  ])("%s", (_name, input, expected) => {
    expect(shareLink(input)).toBe(expected);
  });
});
