// The route table of §2 and what a path says (framework-free: the boot path reads it before the app loads).
/** The pages of the app (pages.ts loads each one's code). */
export type PageName =
  | "entry"
  | "access"
  | "landing"
  | "signup"
  | "watch"
  | "meeting"
  | "wechatAuthResult"
  | "duplication"
  | "noAccess"
  | "notFound"
  | "pageError"
  | "portal";

/** The values a route takes from its path (`:eventNumber`, …), already URI-decoded. */
export interface RouteParams {
  readonly eventNumber?: string;
  /** A promotion channel (`/event/:n/channel/:c/…`). */
  readonly channelNumber?: string;
  /** watch / meeting. */
  readonly roomNumber?: string;
  /** signup. */
  readonly formId?: string;
  /** portal: the page decoration id (`/portal/:portalId`). */
  readonly portalId?: string;
  /** duplication: which page of the two. */
  readonly kind?: "device" | "tab";
}

/** A path that matched a route: the page to show and what the path says. */
export interface RouteMatch {
  readonly page: PageName;
  readonly params: RouteParams;
  /** A route of the mobile site (`/mobile/…`, §2): the page shows in the mobile event layout. */
  readonly mobile: boolean;
}

interface Route {
  /** `:name` segments capture a param; a trailing slash is optional. */
  readonly pattern: string;
  readonly page: PageName;
  /** Params fixed by the route itself. */
  readonly fixed?: RouteParams;
  /** A route of the mobile site (under `/mobile`). */
  readonly mobile?: boolean;
}

/** The children of an event (§2), under `/event/:eventNumber/` and `/event/:eventNumber/channel/:channelNumber/`. */
const EVENT_CHILDREN: readonly Omit<Route, "fixed">[] = [
  { pattern: "access", page: "access" },
  { pattern: "landing", page: "landing" },
  { pattern: "join", page: "landing" },
  { pattern: "signup/:formId", page: "signup" },
  { pattern: "watch/:roomNumber", page: "watch" },
  { pattern: "meeting/:roomNumber", page: "meeting" },
  { pattern: "", page: "entry" },
];

const EVENT_BASES = ["/event/:eventNumber", "/event/:eventNumber/channel/:channelNumber"];

/** The children of an event on the mobile site (§2 mobile routes): the event root, landing, join, watch and meeting. */
const MOBILE_EVENT_PAGES: ReadonlySet<PageName> = new Set(["entry", "landing", "watch", "meeting"]);

/**
 * The routes of §2, the one table the app renders from (App.tsx) and preloads by (main.tsx).
 * Anything else is unknown: the app goes to /noFound (catch-all, query kept).
 */
export const ROUTES: readonly Route[] = [
  ...EVENT_BASES.flatMap((base) =>
    EVENT_CHILDREN.map(({ pattern, page }) => ({ pattern: pattern === "" ? base : `${base}/${pattern}`, page })),
  ),
  ...EVENT_BASES.flatMap((base) =>
    EVENT_CHILDREN.filter(({ page }) => MOBILE_EVENT_PAGES.has(page)).map(({ pattern, page }) => ({
      pattern: pattern === "" ? `/mobile${base}` : `/mobile${base}/${pattern}`,
      page,
      mobile: true,
    })),
  ),
  { pattern: "/mobile/wechatAuthResult", page: "wechatAuthResult", mobile: true },
  { pattern: "/duplication-device", page: "duplication", fixed: { kind: "device" } },
  { pattern: "/duplication-tab", page: "duplication", fixed: { kind: "tab" } },
  { pattern: "/noAccess", page: "noAccess" },
  { pattern: "/noFound", page: "notFound" },
  { pattern: "/pageError", page: "pageError" },
  { pattern: "/portal/:portalId", page: "portal" },
  { pattern: "/mobile/portal/:portalId", page: "portal", mobile: true },
];

const PARAM_NAMES = new Set(["eventNumber", "channelNumber", "roomNumber", "formId", "portalId"]);

/** `/event/:eventNumber/watch/:roomNumber` → a RegExp with named groups; trailing slash optional. */
function compile(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const name = segment.slice(1);
      if (!PARAM_NAMES.has(name)) throw new Error(`unknown route param ${name}`);
      return `(?<${name}>[^/]+)`;
    })
    .join("\\/");
  return new RegExp(`^${source}\\/?$`);
}

const COMPILED = ROUTES.map((route) => ({ ...route, regex: compile(route.pattern) }));

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: the page reports the invalid event or room
  }
}

/** The route a path (no query) shows, with its params decoded; null when it is unknown. */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of COMPILED) {
    const found = route.regex.exec(path);
    if (found === null) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.groups ?? {})) params[name] = decode(value);
    return { page: route.page, params: { ...params, ...route.fixed }, mobile: route.mobile === true };
  }
  return null;
}

/** The page a path shows, or null when it is unknown (the app then goes to /noFound). */
export function pageForPath(path: string): PageName | null {
  return matchRoute(path)?.page ?? null;
}

/** The event number a path names (`/event/{n}/…` or `/mobile/event/{n}/…`), or null. */
export function eventNumberInPath(path: string): string | null {
  const match = /^(?:\/mobile)?\/event\/([^/]+)/.exec(path);
  if (match?.[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape: the page itself reports the invalid event
  }
}
