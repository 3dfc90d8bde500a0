import { describe, expect, it } from "vitest";
import { browserSupport, type BrowserDevice } from "./browser-support";

/** [what it is, user agent as real browsers send it, maxTouchPoints, device, supported]. */
const CASES: readonly (readonly [string, string, number, BrowserDevice, boolean])[] = [
  // Android
  [
    "Android Chrome 120 (Pixel 7)",
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
    5,
    "android",
    true,
  ],
  [
    "Android Chrome, reduced UA (K)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    5,
    "android",
    true,
  ],
  [
    "Android WeChat (XWEB web view)",
    "Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MMWEBID/2345 MicroMessenger/8.0.34.2340(0x2800225B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
    5,
    "android",
    true,
  ],
  [
    "Android WeCom",
    "Mozilla/5.0 (Linux; Android 11; V2055A Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4435 MMWEBSDK/20221011 Mobile Safari/537.36 wxwork/4.1.0 MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light",
    5,
    "android",
    true,
  ],
  [
    "Android Samsung Internet 23",
    "Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
    5,
    "android",
    false,
  ],
  [
    "Android UC Browser",
    "Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1851 Build/QKQ1.190918.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36",
    5,
    "android",
    false,
  ],
  ["Android Firefox", "Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0", 5, "android", false],
  [
    "Android Edge",
    "Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36 EdgA/120.0.2210.126",
    5,
    "android",
    false,
  ],
  [
    "Android app web view (not a chat app)",
    "Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.172 Mobile Safari/537.36",
    5,
    "android",
    false,
  ],
  // iOS
  [
    "iOS 10.3 Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1",
    5,
    "ios",
    false,
  ],
  [
    "iOS 11 Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1",
    5,
    "ios",
    true,
  ],
  [
    "iOS 17 Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1",
    5,
    "ios",
    true,
  ],
  [
    "iOS 14.2 WeChat",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/7.0.18(0x17001229) NetType/WIFI Language/zh_CN",
    5,
    "ios",
    false,
  ],
  [
    "iOS 14.3 WeChat",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.2(0x18000231) NetType/WIFI Language/zh_CN",
    5,
    "ios",
    true,
  ],
  [
    "iOS 16 WeChat",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.28(0x18001c2c) NetType/WIFI Language/zh_CN",
    5,
    "ios",
    true,
  ],
  [
    "iOS 15 WeCom",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.0.6 MicroMessenger/7.0.1 Language/zh ColorScheme/Light",
    5,
    "ios",
    true,
  ],
  [
    "iOS 14.3 Chrome (CriOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/87.0.4280.77 Mobile/15E148 Safari/604.1",
    5,
    "ios",
    true,
  ],
  [
    "iOS 13 Chrome (CriOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 13_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/83.0.4103.88 Mobile/15E148 Safari/604.1",
    5,
    "ios",
    false,
  ],
  [
    "iOS 17 Firefox (FxiOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15",
    5,
    "ios",
    false,
  ],
  [
    "iPad Safari (iPadOS 12)",
    "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
    5,
    "ios",
    true,
  ],
  [
    "iPadOS 17 Safari in desktop mode (Macintosh with touch)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
    5,
    "ios",
    true,
  ],
  // Desktop and everything else
  [
    "desktop Chrome 58",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36",
    0,
    "desktop",
    false,
  ],
  [
    "desktop Chrome 59",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.115 Safari/537.36",
    0,
    "desktop",
    true,
  ],
  [
    "desktop Chrome 120 (macOS)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    0,
    "desktop",
    true,
  ],
  [
    "headless Chromium (Playwright, Linux)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36",
    0,
    "desktop",
    true,
  ],
  ["desktop Firefox 121", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0", 0, "desktop", false],
  [
    "desktop Safari 17 (macOS, no touch)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
    0,
    "desktop",
    false,
  ],
  [
    "desktop Edge 120 (Chromium)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
    0,
    "desktop",
    true,
  ],
  [
    "desktop legacy Edge 18 (EdgeHTML)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045",
    0,
    "desktop",
    false,
  ],
  [
    "Windows WeChat (Chromium 81 view)",
    "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309092b) XWEB/8519 Flue",
    0,
    "desktop",
    true,
  ],
  ["Internet Explorer 11", "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko", 0, "desktop", false],
  ["an empty user agent", "", 0, "desktop", false],
];

describe("browserSupport (§5 unsupported browsers)", () => {
  it.each(CASES)("%s", (_name, userAgent, maxTouchPoints, device, supported) => {
    expect(browserSupport({ userAgent, maxTouchPoints })).toEqual({ supported, device });
  });

  it("takes a Mac without the touch points given as a desktop", () => {
    const ua = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";
    expect(browserSupport({ userAgent: ua })).toEqual({ supported: false, device: "desktop" });
  });
});
