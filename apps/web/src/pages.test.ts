import { describe, expect, it } from "vitest";
import { eventNumberInPath, pageForPath } from "./pages";

describe("pageForPath", () => {
  it.each([
    ["/event/10001/", "entry"],
    ["/event/10001", "entry"],
    ["/event/10001/access", "access"],
    ["/event/10001/landing", "landing"],
    ["/event/10001/join", "landing"],
    ["/event/10001/watch/20001", "watch"],
    ["/noAccess", "noAccess"],
    ["/noFound", "notFound"],
    ["/pageError", "pageError"],
    ["/event/10001/watch", null],
    ["/no/such/page", null],
    ["/", null],
  ])("%s shows %s", (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });
});

describe("eventNumberInPath", () => {
  it.each([
    ["/event/10001/", "10001"],
    ["/event/10001/watch/20001", "10001"],
    ["/event/a%20b/landing", "a b"],
    ["/noFound", null],
    ["/events/10001", null],
    ["/event/%E0%A4%A/", null],
  ])("%s names %s", (path, eventNumber) => {
    expect(eventNumberInPath(path)).toBe(eventNumber);
  });
});
