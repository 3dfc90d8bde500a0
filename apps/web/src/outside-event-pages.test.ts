import { describe, expect, it } from "vitest";
import { OUTSIDE_EVENT_LANGUAGES } from "@livehall/domain";
import { outsideEventLanguagesFor } from "./outside-event-pages";
import { pageForPath } from "./routes";

describe("outsideEventLanguagesFor", () => {
  it.each([
    ["/noFound", OUTSIDE_EVENT_LANGUAGES],
    ["/noAccess", OUTSIDE_EVENT_LANGUAGES],
    ["/pageError", OUTSIDE_EVENT_LANGUAGES],
    ["/duplication-tab", OUTSIDE_EVENT_LANGUAGES],
    ["/duplication-device", OUTSIDE_EVENT_LANGUAGES],
    ["/portal/demo", OUTSIDE_EVENT_LANGUAGES],
    ["/no/such/page", OUTSIDE_EVENT_LANGUAGES],
    ["/event/10001/landing", null],
    ["/event/10001/watch/20001", null],
    ["/event/10001/", null],
  ])("%s: the first render starts from the settings outside an event, or waits for the event's (null)", (path, expected) => {
    expect(outsideEventLanguagesFor(pageForPath(path))).toBe(expected);
  });
});
