import { describe, expect, it } from "vitest";
import { isApiUrl } from "./api-no-store";

describe("isApiUrl", () => {
  it.each([
    ["/api", true],
    ["/api/watch/domain-config/breif?virtualEventNumber=10001", true],
    ["/api?x=1", true],
    ["/api/admin/events/10001/rooms/20001/live", true],
    ["/apis/other", false],
    ["/media/live/x.m3u8", false],
    ["/assets/index-abc.js", false],
    ["/event/10001/", false],
  ])("%s → %s", (url, api) => {
    expect(isApiUrl(url)).toBe(api);
  });
});
