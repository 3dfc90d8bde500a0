import { describe, expect, it } from "vitest";
import { eventNumberInPath, matchRoute, pageForPath, pages, ROUTES } from "./pages";

describe("matchRoute", () => {
  it.each([
    ["/event/10001/", { page: "entry", params: { eventNumber: "10001" } }],
    ["/event/10001", { page: "entry", params: { eventNumber: "10001" } }],
    ["/event/10001/access", { page: "access", params: { eventNumber: "10001" } }],
    ["/event/10001/landing", { page: "landing", params: { eventNumber: "10001" } }],
    ["/event/10001/join", { page: "landing", params: { eventNumber: "10001" } }],
    ["/event/10003/signup/form-10003", { page: "signup", params: { eventNumber: "10003", formId: "form-10003" } }],
    ["/event/10001/watch/20001", { page: "watch", params: { eventNumber: "10001", roomNumber: "20001" } }],
    ["/event/10001/watch/20001/", { page: "watch", params: { eventNumber: "10001", roomNumber: "20001" } }],
    ["/event/10001/meeting/20002", { page: "meeting", params: { eventNumber: "10001", roomNumber: "20002" } }],
    ["/event/10001/channel/7", { page: "entry", params: { eventNumber: "10001", channelNumber: "7" } }],
    ["/event/10001/channel/7/", { page: "entry", params: { eventNumber: "10001", channelNumber: "7" } }],
    ["/event/10001/channel/7/access", { page: "access", params: { eventNumber: "10001", channelNumber: "7" } }],
    ["/event/10001/channel/7/landing", { page: "landing", params: { eventNumber: "10001", channelNumber: "7" } }],
    ["/event/10001/channel/7/join", { page: "landing", params: { eventNumber: "10001", channelNumber: "7" } }],
    ["/event/10003/channel/7/signup/f1", { page: "signup", params: { eventNumber: "10003", channelNumber: "7", formId: "f1" } }],
    ["/event/10001/channel/7/watch/20001", { page: "watch", params: { eventNumber: "10001", channelNumber: "7", roomNumber: "20001" } }],
    [
      "/event/10001/channel/7/meeting/20002",
      { page: "meeting", params: { eventNumber: "10001", channelNumber: "7", roomNumber: "20002" } },
    ],
    ["/event/a%20b/landing", { page: "landing", params: { eventNumber: "a b" } }],
    ["/event/%E0%A4%A/", { page: "entry", params: { eventNumber: "%E0%A4%A" } }],
    ["/portal/demo", { page: "portal", params: { portalId: "demo" } }],
    ["/portal/demo/", { page: "portal", params: { portalId: "demo" } }],
    ["/duplication-device", { page: "duplication", params: { kind: "device" } }],
    ["/duplication-tab", { page: "duplication", params: { kind: "tab" } }],
    ["/noAccess", { page: "noAccess", params: {} }],
    ["/noFound", { page: "notFound", params: {} }],
    ["/pageError", { page: "pageError", params: {} }],
  ])("%s", (path, match) => {
    expect(matchRoute(path)).toEqual({ mobile: false, ...match });
  });

  it.each([
    ["/event/10001/watch"],
    ["/event/10001/signup"],
    ["/event/10001/channel"],
    ["/event/10001/channel/7/watch"],
    ["/event/10001/unknown"],
    ["/event/10001/watch/20001/extra"],
    ["/duplication"],
    ["/no/such/page"],
    ["/"],
  ])("%s is unknown", (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe("matchRoute on the mobile site (§2 mobile routes)", () => {
  it.each([
    ["/mobile/event/10001/", { page: "entry", params: { eventNumber: "10001" } }],
    ["/mobile/event/10001/landing", { page: "landing", params: { eventNumber: "10001" } }],
    ["/mobile/event/10001/join", { page: "landing", params: { eventNumber: "10001" } }],
    ["/mobile/event/10001/watch/20001", { page: "watch", params: { eventNumber: "10001", roomNumber: "20001" } }],
    ["/mobile/event/10001/meeting/20002/", { page: "meeting", params: { eventNumber: "10001", roomNumber: "20002" } }],
    ["/mobile/event/10001/channel/7/landing", { page: "landing", params: { eventNumber: "10001", channelNumber: "7" } }],
    [
      "/mobile/event/10001/channel/7/watch/20001",
      { page: "watch", params: { eventNumber: "10001", channelNumber: "7", roomNumber: "20001" } },
    ],
    ["/mobile/wechatAuthResult", { page: "wechatAuthResult", params: {} }],
    ["/mobile/portal/demo", { page: "portal", params: { portalId: "demo" } }],
  ])("%s", (path, match) => {
    expect(matchRoute(path)).toEqual({ mobile: true, ...match });
  });

  it.each([["/mobile/event/10001/access"], ["/mobile/event/10003/signup/f1"], ["/mobile/noFound"], ["/mobile"]])(
    "%s is not a mobile route (the device rule sends it to its desktop form, or it is unknown)",
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe("the route table", () => {
  it("has one pattern per route", () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("routes to every page it can load", () => {
    const routed = new Set(ROUTES.map((route) => route.page));
    expect(Object.keys(pages).filter((page) => !routed.has(page as keyof typeof pages))).toEqual([]);
  });
});

describe("pageForPath", () => {
  it.each([
    ["/event/10001/watch/20001", "watch"],
    ["/event/10001/channel/7/watch/20001", "watch"],
    ["/no/such/page", null],
  ])("%s shows %s", (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });
});

describe("eventNumberInPath", () => {
  it.each([
    ["/event/10001/", "10001"],
    ["/event/10001/watch/20001", "10001"],
    ["/event/a%20b/landing", "a b"],
    ["/mobile/event/10001/watch/20001", "10001"],
    ["/noFound", null],
    ["/events/10001", null],
    ["/event/%E0%A4%A/", null],
  ])("%s names %s", (path, eventNumber) => {
    expect(eventNumberInPath(path)).toBe(eventNumber);
  });
});
