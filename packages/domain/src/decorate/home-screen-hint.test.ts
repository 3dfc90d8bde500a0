import { describe, expect, it } from "vitest";
import { showsHomeScreenHint } from "./home-screen-hint";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP_MODE =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15";
const IPHONE_WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI = IPAD_DESKTOP_MODE;

const base = { offered: true, standalone: false, dismissed: false, userAgent: IPHONE_SAFARI, maxTouchPoints: 5 };

describe("showsHomeScreenHint", () => {
  it.each([
    ["offered, iPhone Safari", {}, true],
    ["offered, iPad in desktop mode (Macintosh with touch)", { userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 }, true],
    ["the organiser did not offer it", { offered: false }, false],
    ["already on the home screen", { standalone: true }, false],
    ["closed by the viewer before", { dismissed: true }, false],
    ["iPhone WeChat (no Add to Home Screen)", { userAgent: IPHONE_WECHAT }, false],
    ["iPhone Chrome", { userAgent: IPHONE_CHROME }, false],
    ["Android Chrome", { userAgent: ANDROID_CHROME }, false],
    ["a Mac's Safari (no touch)", { userAgent: MAC_SAFARI, maxTouchPoints: 0 }, false],
  ])("%s → %s", (_name, change, expected) => {
    expect(showsHomeScreenHint({ ...base, ...change })).toBe(expected);
  });
});
