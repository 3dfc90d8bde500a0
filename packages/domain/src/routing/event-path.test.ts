import { describe, expect, it } from "vitest";
import { eventPath, pathForDevice, withCarriedSearch } from "./event-path";
import type { EventPage } from "./event-path";

describe("eventPath", () => {
  it.each<[string, EventPage, string | undefined, string | undefined, string]>([
    ["10001", "home", undefined, undefined, "/event/10001/"],
    ["10001", "access", undefined, undefined, "/event/10001/access"],
    ["10001", "landing", undefined, undefined, "/event/10001/landing"],
    ["10001", "join", undefined, undefined, "/event/10001/join"],
    ["10001", "watch", "20001", undefined, "/event/10001/watch/20001"],
    ["10001", "meeting", "20002", undefined, "/event/10001/meeting/20002"],
    ["10001", "signup", "q-7", undefined, "/event/10001/signup/q-7"],
    ["10001", "watch", "20001", "c9", "/event/10001/channel/c9/watch/20001"],
    ["10001", "home", undefined, "c9", "/event/10001/channel/c9/"],
    ["10001", "landing", "20001", undefined, "/event/10001/landing"],
    ["10001", "watch", undefined, undefined, "/event/10001/watch"],
    ["10001", "watch", "", "", "/event/10001/watch"],
    ["a b", "watch", "r/1", undefined, "/event/a%20b/watch/r%2F1"],
  ])("(%j, %j, %j, %j) → %s", (eventNumber, page, room, channel, expected) => {
    expect(eventPath(eventNumber, page, room, channel)).toBe(expected);
  });
});

describe("pathForDevice", () => {
  it.each([
    ["/event/1/watch/2", true, "/mobile/event/1/watch/2"],
    ["/mobile/event/1/watch/2", true, "/mobile/event/1/watch/2"],
    ["/mobile/event/1/watch/2", false, "/event/1/watch/2"],
    ["/event/1/watch/2", false, "/event/1/watch/2"],
    ["/mobile", false, "/"],
    ["/mobile?x=1", false, "/?x=1"],
    ["/mobilex/a", false, "/mobilex/a"],
    ["/mobilex/a", true, "/mobile/mobilex/a"],
    ["/event/1/?a=1#h", true, "/mobile/event/1/?a=1#h"],
  ])("%s on mobile=%s → %s", (path, mobile, expected) => {
    expect(pathForDevice(path, mobile)).toBe(expected);
  });
});

describe("withCarriedSearch", () => {
  it.each([
    ["/event/1/landing", "?lang=en&s=9", "/event/1/landing?lang=en&s=9"],
    ["/event/1/landing", "lang=en", "/event/1/landing?lang=en"],
    ["/event/1/landing", "", "/event/1/landing"],
    ["/event/1/landing", "?", "/event/1/landing"],
    ["/noFound?from=x", "?lang=en", "/noFound?lang=en&from=x"],
    ["/p?lang=ar", "?lang=en&k=1", "/p?k=1&lang=ar"],
    ["/p#top", "?a=%20b", "/p?a=%20b#top"],
    ["/p?x=1#top", "?a=1", "/p?a=1&x=1#top"],
  ])("%s carrying %j → %s", (path, search, expected) => {
    expect(withCarriedSearch(path, search)).toBe(expected);
  });
});
