/**
 * §5 unsupported browsers, decided from the user-agent string (decision 0037):
 * - Android: WeChat (MicroMessenger), WeCom (wxwork) or Google Chrome — any version. Other
 *   Chromium-based browsers (Samsung Internet, UC, vendor browsers, Edge, Opera, in-app web views)
 *   carry a `Chrome/` token too and are refused: the spec names three browsers.
 * - iOS and iPadOS: WeChat, WeCom or Chrome (CriOS) on iOS ≥ 14.3; Safari on iOS ≥ 11. Firefox,
 *   Edge and other apps' web views are refused. iPadOS in desktop mode says "Macintosh": a Mac with
 *   a touch screen of more than one touch point is taken as an iPad, its Safari version as iOS's.
 * - Everything else (desktop): a Chrome ≥ 59 engine — Chrome and Chromium-based browsers (Edge 79+,
 *   Opera, the desktop chat apps' Chromium views) by their `Chrome/NN` token; legacy EdgeHTML Edge,
 *   Firefox and desktop Safari are refused.
 */

/** Which list of working browsers the refusal page names. */
export type BrowserDevice = "android" | "ios" | "desktop";

export interface BrowserSupport {
  readonly supported: boolean;
  readonly device: BrowserDevice;
}

/** What the rule reads: the user-agent string, and the touch points (navigator.maxTouchPoints) to see iPadOS's desktop mode. */
export interface BrowserClient {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
}

/** iOS version as [major, minor]. */
type Version = readonly [number, number];

const atLeast = (version: Version, major: number, minor: number): boolean =>
  version[0] > major || (version[0] === major && version[1] >= minor);

const CHAT_APP = /MicroMessenger\/|wxwork\//i;

/** Tokens of Android browsers and in-app web views that also say `Chrome/` but are not Google Chrome. */
const NOT_GOOGLE_CHROME =
  /SamsungBrowser|UCBrowser|UCWEB|U3\/|MiuiBrowser|XiaoMi\/|HuaweiBrowser|HeyTapBrowser|OppoBrowser|VivoBrowser|QQBrowser|MQQBrowser|\bQQ\/|Quark|baiduboxapp|baidubrowser|SogouMobileBrowser|360 |OPR\/|Opera|EdgA\/|Edg\/|YaBrowser|Firefox|Vivaldi|DuckDuckGo|Weibo|AlipayClient|DingTalk|Lark\/|Mb2345Browser|LieBaoFast|; wv\)|Version\/\d/i;

/** Tokens of iOS browsers that are neither Safari nor the three named ones. */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|\bQQ\/|MQQBrowser|UCBrowser|baiduboxapp|Weibo|AlipayClient|DingTalk|Quark|MicroMessenger|wxwork|GSA\//i;

function iosVersion(userAgent: string, maxTouchPoints: number): Version | null {
  const mobile = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (mobile) return [Number(mobile[1]), Number(mobile[2] ?? 0)];
  // iPadOS 13+ in desktop mode: a "Macintosh" Safari with touch; its Version/ is the system's.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) {
    const safari = /Version\/(\d+)(?:\.(\d+))?/.exec(userAgent);
    return safari ? [Number(safari[1]), Number(safari[2] ?? 0)] : [13, 0];
  }
  return null;
}

function iosSupported(userAgent: string, version: Version): boolean {
  if (CHAT_APP.test(userAgent) || /CriOS\//.test(userAgent)) return atLeast(version, 14, 3);
  const safari = /Safari\//.test(userAgent) && /Version\/\d/.test(userAgent) && !NOT_SAFARI.test(userAgent);
  return safari && atLeast(version, 11, 0);
}

function chromeMajor(userAgent: string): number | null {
  const found = /Chrom(?:e|ium)\/(\d+)/.exec(userAgent);
  return found ? Number(found[1]) : null;
}

/** Whether the browser may use the app (§5), and which device's list of working browsers to show when not. */
export function browserSupport(client: BrowserClient): BrowserSupport {
  const { userAgent } = client;
  const ios = iosVersion(userAgent, client.maxTouchPoints ?? 0);
  if (ios !== null) return { supported: iosSupported(userAgent, ios), device: "ios" };
  if (/Android/i.test(userAgent)) {
    const chrome = /Chrome\/\d/.test(userAgent) && !NOT_GOOGLE_CHROME.test(userAgent);
    return { supported: CHAT_APP.test(userAgent) || chrome, device: "android" };
  }
  const major = chromeMajor(userAgent);
  // Legacy Edge (EdgeHTML, "Edge/18") claims Chrome/70 but is no Chrome engine.
  const supported = major !== null && major >= 59 && !/ Edge\/\d/.test(userAgent);
  return { supported, device: "desktop" };
}

/**
 * Safari on an iPhone, iPad or iPod (iPadOS's desktop mode included): the browser whose Share menu
 * offers "Add to Home Screen" (the watch decorate's iphoneIconFlag, decision 0046).
 */
export function isIosSafari(client: BrowserClient): boolean {
  const { userAgent } = client;
  if (iosVersion(userAgent, client.maxTouchPoints ?? 0) === null) return false;
  return /Safari\//.test(userAgent) && /Version\/\d/.test(userAgent) && !NOT_SAFARI.test(userAgent);
}
