import type { DeviceKind } from "@livehall/domain";

/** What the device detector reads of the browser (`window.navigator` fits). */
export interface NavigatorParts {
  readonly userAgent: string;
  /** 0 on a device without touch; iPadOS's desktop-mode Safari reports 5. */
  readonly maxTouchPoints: number;
}

/** Phones and tablets by their user agent: Android (phones and tablets), iPhone, iPad, iPod, HarmonyOS, Windows Phone, and the "Mobile" token of mobile browsers. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|IEMobile|Opera Mini|Mobile(?:\/|\s|Safari)/i;

/**
 * The site a device gets (§2 device prefixes, decision 0038): mobile for phones and tablets,
 * desktop otherwise. iPadOS's Safari asks for desktop pages with a Macintosh user agent; it is
 * told apart from a Mac by its touch points (a Mac has none, an iPad several), so it counts as
 * mobile too. A Windows laptop with a touch screen says neither "Mobile" nor Macintosh: desktop.
 * Called once at boot, before the page's code loads (boot/boot.ts).
 */
export function detectDevice(navigator: NavigatorParts): DeviceKind {
  if (MOBILE_UA.test(navigator.userAgent)) return "mobile";
  if (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1) return "mobile";
  return "desktop";
}
