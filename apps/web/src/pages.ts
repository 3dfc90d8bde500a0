import { lazyPage } from "./lazy-page";
import { pageForPath, type PageName } from "./routes";

// Each page loads on demand (§2), so the landing page carries no player code.
export const pages = {
  entry: lazyPage(() => import("@livehall/ui-react/pages/EntryPage").then((m) => m.EntryPage)),
  access: lazyPage(() => import("@livehall/ui-react/pages/AccessPage").then((m) => m.AccessPage)),
  landing: lazyPage(() => import("@livehall/ui-react/pages/LandingPage").then((m) => m.LandingPage)),
  signup: lazyPage(() => import("@livehall/ui-react/pages/SignupPage").then((m) => m.SignupPage)),
  watch: lazyPage(() => import("@livehall/ui-react/pages/WatchPage").then((m) => m.WatchPage)),
  meeting: lazyPage(() => import("@livehall/ui-react/pages/MeetingPage").then((m) => m.MeetingPage)),
  wechatAuthResult: lazyPage(() => import("@livehall/ui-react/pages/WechatAuthResultPage").then((m) => m.WechatAuthResultPage)),
  duplication: lazyPage(() => import("@livehall/ui-react/pages/DuplicationPage").then((m) => m.DuplicationPage)),
  noAccess: lazyPage(() => import("@livehall/ui-react/pages/NoAccessPage").then((m) => m.NoAccessPage)),
  notFound: lazyPage(() => import("@livehall/ui-react/pages/NotFoundPage").then((m) => m.NotFoundPage)),
  pageError: lazyPage(() => import("@livehall/ui-react/pages/PageErrorPage").then((m) => m.PageErrorPage)),
  portal: lazyPage(() => import("@livehall/ui-react/pages/PortalPage").then((m) => m.PortalPage)),
} as const satisfies Record<PageName, unknown>;

export type { PageName } from "./routes";

export { ROUTES, eventNumberInPath, matchRoute, pageForPath, type RouteMatch, type RouteParams } from "./routes";

/** Loads the code of the page a path shows (the not-found page for unknown paths). */
export function preloadPageFor(path: string): Promise<void> {
  return pages[pageForPath(path) ?? "notFound"].preload();
}
