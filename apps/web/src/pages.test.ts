import { describe, expect, it } from "vitest";
import { pageForPath } from "./pages";

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
