import { describe, expect, it } from "vitest";
import { eventPath } from "./event-path";
import { parseEventPath } from "./parse-event-path";
import type { EventPathParts } from "./parse-event-path";

const parts = (
  eventNumber: string,
  page: string | null,
  id: string | null = null,
  channelNumber: string | null = null,
): EventPathParts => ({
  eventNumber,
  channelNumber,
  page,
  id,
});

describe("parseEventPath", () => {
  it.each<[string, EventPathParts | null]>([
    ["/event/10001/", parts("10001", null)],
    ["/event/10001", parts("10001", null)],
    ["/event/10001/access", parts("10001", "access")],
    ["/event/10001/watch/20001", parts("10001", "watch", "20001")],
    ["/event/10001/watch/20001/", parts("10001", "watch", "20001")],
    ["/event/10001/meeting/20002?lang=en#x", parts("10001", "meeting", "20002")],
    ["/event/10001/signup/q-7?roomNumber=20001", parts("10001", "signup", "q-7")],
    ["/event/10001/channel/c9/watch/20001", parts("10001", "watch", "20001", "c9")],
    ["/event/10001/channel/c9/", parts("10001", null, null, "c9")],
    ["/mobile/event/10001/channel/c9/landing", parts("10001", "landing", null, "c9")],
    ["/event/a%20b/watch/r%2F1", parts("a b", "watch", "r/1")],
    ["/event/10001/watch/20001/extra", null],
    ["/event/", null],
    ["/noFound", null],
    ["/mobile", null],
    ["/event/%E0%A4%A/watch", null],
    ["", null],
  ])("%j", (path, expected) => {
    expect(parseEventPath(path)).toStrictEqual(expected);
  });

  it("reads back what eventPath writes", () => {
    expect(parseEventPath(eventPath("10001", "watch", "20001", "c9"))).toStrictEqual(parts("10001", "watch", "20001", "c9"));
  });
});
