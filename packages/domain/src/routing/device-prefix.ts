import { MOBILE_PREFIX, pathForDevice } from "./event-path";

/** What the viewer's device is for the site: the touch-first mobile site or the desktop one (tablets are mobile, decision 0038). */
export type DeviceKind = "mobile" | "desktop";

/** The forms a page has: both (`/x` and `/mobile/x`), only the desktop one, only the mobile one. */
type PageForms = "both" | "desktop" | "mobile";

const EVENT_BASE = String.raw`\/event\/[^/]+(?:\/channel\/[^/]+)?`;
/** §2: the event's root, landing, join, watch and meeting exist on both sites; access and sign-up only on the desktop one. */
const BOTH = new RegExp(String.raw`^(?:${EVENT_BASE}(?:\/(?:landing|join|watch\/[^/]+|meeting\/[^/]+))?|\/portal\/[^/]+)\/?$`);
const DESKTOP_ONLY = new RegExp(String.raw`^${EVENT_BASE}\/(?:access|signup\/[^/]+)\/?$`);
const MOBILE_ONLY = /^\/wechatAuthResult\/?$/;

/** The forms of a page by its desktop path (no prefix); null: not a page of either site (error pages, unknown paths). */
function formsOf(desktopPath: string): PageForms | null {
  if (BOTH.test(desktopPath)) return "both";
  if (DESKTOP_ONLY.test(desktopPath)) return "desktop";
  if (MOBILE_ONLY.test(desktopPath)) return "mobile";
  return null;
}

/** The parts of an address the rule reads (a `Location` fits). */
export interface AddressParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * Where an address should go to fit the device (§2: "Mobile or desktop prefixes are added or
 * removed to fit the device"): a page that has both forms goes to the device's one, a page with
 * one form to that form (a `/mobile` access page to the desktop access page, whatever the device).
 * Query and hash are kept as written (§2: query parameters are carried along). Returns null when
 * the address already fits, or names no page of either site (the app's not-found page then
 * answers), so applying the rule to its own answer gives null: a redirect by it never loops.
 */
export function fitPathToDevice(address: AddressParts, device: DeviceKind): string | null {
  const { pathname } = address;
  const prefixed = pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);
  const desktopPath = pathForDevice(pathname, false);
  const forms = formsOf(desktopPath);
  if (forms === null) return null;
  const wantsMobile = forms === "both" ? device === "mobile" : forms === "mobile";
  if (wantsMobile === prefixed) return null;
  return `${pathForDevice(desktopPath, wantsMobile)}${address.search}${address.hash}`;
}
