import { lazyPage } from "./lazy-page";

// Each page loads on demand (§2), so the landing page carries no player code.
export const pages = {
  entry: lazyPage(() => import("@livehall/ui-react/pages/EntryPage").then((m) => m.EntryPage)),
  access: lazyPage(() => import("@livehall/ui-react/pages/AccessPage").then((m) => m.AccessPage)),
  landing: lazyPage(() => import("@livehall/ui-react/pages/LandingPage").then((m) => m.LandingPage)),
  watch: lazyPage(() => import("@livehall/ui-react/pages/WatchPage").then((m) => m.WatchPage)),
  noAccess: lazyPage(() => import("@livehall/ui-react/pages/NoAccessPage").then((m) => m.NoAccessPage)),
  notFound: lazyPage(() => import("@livehall/ui-react/pages/NotFoundPage").then((m) => m.NotFoundPage)),
  pageError: lazyPage(() => import("@livehall/ui-react/pages/PageErrorPage").then((m) => m.PageErrorPage)),
} as const;

export type PageName = keyof typeof pages;

/** The routes of §2 for this slice, in match order; `null` = no page (catch-all → /noFound). */
const ROUTE_PAGES: readonly (readonly [RegExp, PageName])[] = [
  [/^\/event\/[^/]+\/access\/?$/, "access"],
  [/^\/event\/[^/]+\/(landing|join)\/?$/, "landing"],
  [/^\/event\/[^/]+\/watch\/[^/]+\/?$/, "watch"],
  [/^\/event\/[^/]+\/?$/, "entry"],
  [/^\/noAccess\/?$/, "noAccess"],
  [/^\/noFound\/?$/, "notFound"],
  [/^\/pageError\/?$/, "pageError"],
];

/** The page a path shows, or null when it is unknown (the app then goes to /noFound). */
export function pageForPath(path: string): PageName | null {
  return ROUTE_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Loads the code of the page a path shows (the not-found page for unknown paths). */
export function preloadPageFor(path: string): Promise<void> {
  return pages[pageForPath(path) ?? "notFound"].preload();
}

/** The event number a path names (`/event/{n}/…`), or null. */
export function eventNumberInPath(path: string): string | null {
  const match = /^\/event\/([^/]+)/.exec(path);
  if (match?.[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape: the page itself reports the invalid event
  }
}
