import { describe, expect, it } from "vitest";
import { refusedDevice } from "./unsupported-browser";

describe("refusedDevice", () => {
  it.each([
    [
      "Playwright's Chromium (desktop)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36",
      0,
      null,
    ],
    [
      "Pixel 7 profile",
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.33 Mobile Safari/537.36",
      5,
      null,
    ],
    [
      "iPhone 13 profile",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1",
      5,
      null,
    ],
    [
      "Samsung Internet",
      "Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
      5,
      "android",
    ],
    ["desktop Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0", 0, "desktop"],
  ])("%s → %s", (_name, userAgent, maxTouchPoints, device) => {
    expect(refusedDevice({ userAgent, maxTouchPoints })).toBe(device);
  });
});
