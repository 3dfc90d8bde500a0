import type { RoomPage } from "./room-page";

/** Child pages of an event (§2). "home" is the event root `/event/{n}/`. */
export type EventPage = "home" | "access" | "landing" | "join" | "signup" | RoomPage;

/** Prefix of the mobile routes (§2). */
export const MOBILE_PREFIX = "/mobile";

const part = (value: string): string => encodeURIComponent(value);

/**
 * The path of an event page: `/event/{n}/{page}[/{room}]`, or
 * `/event/{n}/channel/{c}/{page}[/{room}]` when the viewer came through a promotion channel.
 * `roomNumber` is the room for watch/meeting and the form id for signup; other pages ignore it.
 * The event root ("home") keeps its trailing slash, like the route `/event/:n/`.
 * Every segment is URI-encoded. Desktop form; see {@link pathForDevice} for mobile.
 */
export function eventPath(eventNumber: string, page: EventPage, roomNumber?: string, channelNumber?: string): string {
  const base = channelNumber ? `/event/${part(eventNumber)}/channel/${part(channelNumber)}/` : `/event/${part(eventNumber)}/`;
  if (page === "home") return base;
  const takesId = page === "watch" || page === "meeting" || page === "signup";
  return takesId && roomNumber ? `${base}${page}/${part(roomNumber)}` : `${base}${page}`;
}

/**
 * Adds or removes the `/mobile` prefix so a path fits the device (§2: "Mobile or desktop
 * prefixes are added or removed to fit the device"). Any query or hash is kept as is.
 */
export function pathForDevice(path: string, mobile: boolean): string {
  const isMobilePath = path === MOBILE_PREFIX || path.startsWith(`${MOBILE_PREFIX}/`) || path.startsWith(`${MOBILE_PREFIX}?`);
  if (mobile) return isMobilePath ? path : `${MOBILE_PREFIX}${path.startsWith("/") ? "" : "/"}${path}`;
  if (!isMobilePath) return path;
  const rest = path.slice(MOBILE_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Query string pairs as raw `key=value` text, keyed by their raw (still encoded) name. */
function queryPairs(query: string): { readonly key: string; readonly text: string }[] {
  return query
    .split("&")
    .filter((text) => text !== "")
    .map((text) => ({ key: text.split("=", 1)[0] ?? "", text }));
}

/**
 * Appends the current query to a target path (§2: "Current query parameters are carried along
 * on every navigation"). Parameters already in the target win over carried ones of the same name;
 * values are kept exactly as written (no re-encoding). `search` may start with "?" or not; an
 * empty search leaves the path unchanged. A hash in the target stays last.
 */
export function withCarriedSearch(path: string, search: string): string {
  const carried = queryPairs(search.startsWith("?") ? search.slice(1) : search);
  if (carried.length === 0) return path;
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = queryPairs(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  const ownKeys = new Set(own.map((pair) => pair.key));
  const merged = [...carried.filter((pair) => !ownKeys.has(pair.key)), ...own].map((pair) => pair.text);
  return `${pathname}?${merged.join("&")}${hash}`;
}
