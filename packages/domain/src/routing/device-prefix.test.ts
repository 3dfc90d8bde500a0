import { describe, expect, it } from "vitest";
import { fitPathToDevice, type DeviceKind } from "./device-prefix";

/** Splits a same-origin address into its path, query and hash, as a Location gives them. */
function fit(href: string, device: DeviceKind): string | null {
  const hashAt = href.includes("#") ? href.indexOf("#") : href.length;
  const queryAt = href.includes("?") ? href.indexOf("?") : hashAt;
  return fitPathToDevice({ pathname: href.slice(0, queryAt), search: href.slice(queryAt, hashAt), hash: href.slice(hashAt) }, device);
}

describe("fitPathToDevice", () => {
  it.each<[string, DeviceKind, string | null]>([
    // a phone on a desktop page that has a mobile form goes to it, query and hash kept
    ["/event/10001/landing?x=1", "mobile", "/mobile/event/10001/landing?x=1"],
    ["/event/10001/join", "mobile", "/mobile/event/10001/join"],
    ["/event/10001/", "mobile", "/mobile/event/10001/"],
    ["/event/10001", "mobile", "/mobile/event/10001"],
    ["/event/10001/watch/20001?lang=en#top", "mobile", "/mobile/event/10001/watch/20001?lang=en#top"],
    ["/event/10001/channel/7/meeting/3/", "mobile", "/mobile/event/10001/channel/7/meeting/3/"],
    ["/portal/42?a=%20b", "mobile", "/mobile/portal/42?a=%20b"],
    // a desktop on a mobile page goes to the desktop form
    ["/mobile/event/10001/landing?x=1", "desktop", "/event/10001/landing?x=1"],
    ["/mobile/event/10001/channel/7/watch/20001", "desktop", "/event/10001/channel/7/watch/20001"],
    ["/mobile/portal/42", "desktop", "/portal/42"],
    // already fitting: nothing to do
    ["/mobile/event/10001/landing?x=1", "mobile", null],
    ["/event/10001/watch/20001", "desktop", null],
    // pages with one form go to it on any device
    ["/event/10001/access", "mobile", null],
    ["/mobile/event/10001/access?x=1", "mobile", "/event/10001/access?x=1"],
    ["/mobile/event/10001/signup/9", "desktop", "/event/10001/signup/9"],
    ["/mobile/wechatAuthResult?code=c", "desktop", null],
    ["/wechatAuthResult?code=c", "desktop", "/mobile/wechatAuthResult?code=c"],
    // not a page of either site: left to the not-found page
    ["/noFound", "mobile", null],
    ["/mobile/noFound", "desktop", null],
    ["/event/10001/unknown", "mobile", null],
    ["/mobilex/event/1/landing", "desktop", null],
    ["/", "mobile", null],
  ])("%s on %s → %s", (href, device, expected) => {
    expect(fit(href, device)).toBe(expected);
  });

  it.each<DeviceKind>(["mobile", "desktop"])("never redirects twice on %s (its answer fits)", (device) => {
    for (const href of ["/event/1/landing?x=1", "/mobile/event/1/watch/2#h", "/mobile/event/1/access", "/wechatAuthResult", "/portal/3"]) {
      const once = fit(href, device);
      if (once !== null) expect(fit(once, device)).toBeNull();
    }
  });
});
