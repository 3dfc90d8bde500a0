import { describe, expect, it } from "vitest";
import { detectDevice } from "./detect-device";

// Real user-agent strings, as the browsers send them.
const UA = {
  pixel7Chrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
  androidWeChat:
    "Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x2800313D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  iPhoneWeChat:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN",
  iPadMobileMode:
    "Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  iPadOSDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36",
  harmonyOS:
    "Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 Safari/537.36 ArkWeb/4.1.6.1 Mobile",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
  windowsChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  linuxChromium: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  windowsFirefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
} as const;

describe("detectDevice", () => {
  it.each<[keyof typeof UA, number, "mobile" | "desktop"]>([
    ["pixel7Chrome", 5, "mobile"],
    ["androidWeChat", 5, "mobile"],
    ["iPhoneSafari", 5, "mobile"],
    ["iPhoneWeChat", 5, "mobile"],
    ["iPadMobileMode", 5, "mobile"],
    ["iPadOSDesktopMode", 5, "mobile"],
    ["androidTablet", 10, "mobile"],
    ["harmonyOS", 10, "mobile"],
    ["macSafari", 0, "desktop"],
    // a Mac reports 0 touch points; a Mac with a touch-screen driver may say 1
    ["macSafari", 1, "desktop"],
    ["windowsChrome", 0, "desktop"],
    ["windowsChrome", 10, "desktop"],
    ["linuxChromium", 0, "desktop"],
    ["windowsFirefox", 0, "desktop"],
  ])("%s with %d touch points → %s", (ua, touchPoints, expected) => {
    expect(detectDevice({ userAgent: UA[ua], maxTouchPoints: touchPoints })).toBe(expected);
  });
});
