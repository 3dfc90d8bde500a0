import { MOBILE_PREFIX } from "./event-path";

/** The parts of an event page path (§2 routes). */
export interface EventPathParts {
  readonly eventNumber: string;
  /** Promotion channel (`/channel/{c}/`), or null. */
  readonly channelNumber: string | null;
  /** The child page ("watch", "access", "signup"…), or null for the event root. */
  readonly page: string | null;
  /** The room number of watch/meeting, the form id of signup; null when absent. */
  readonly id: string | null;
}

const EVENT_PATH = /^\/event\/([^/]+)(?:\/channel\/([^/]+))?(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/;

function decodeSegment(segment: string | undefined): string | null {
  if (segment === undefined || segment === "") return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads event number, channel, page and room/form id back from a page path — desktop or mobile,
 * with or without query and hash — for use-cases that act on "the page the viewer is on" (e.g.
 * the room an interception happened in). Null when the path is not an event page.
 */
export function parseEventPath(path: string): EventPathParts | null {
  let pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`)) pathname = pathname.slice(MOBILE_PREFIX.length);
  const match = EVENT_PATH.exec(pathname);
  const eventNumber = decodeSegment(match?.[1]);
  if (!match || eventNumber === null) return null;
  return {
    eventNumber,
    channelNumber: decodeSegment(match[2]),
    page: decodeSegment(match[3]),
    id: decodeSegment(match[4]),
  };
}
