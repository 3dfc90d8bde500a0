import { eventPath } from "../../routing/event-path";

/** Query parameter naming who shared the link (§3 share settings `sharerId`). */
export const SHARER_ID_PARAM = "sharerId";

const SHARER_ID = /^[A-Za-z0-9._~-]{1,128}$/;

/** The `sharerId` of a page address's query ("?a=1&sharerId=…"), or null when absent or not an id. */
export function sharerIdOf(search: string): string | null {
  const query = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals) !== SHARER_ID_PARAM) continue;
    const value = pair.slice(equals + 1);
    return SHARER_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * The event link a viewer shares (LINK, POSTER; issue 13): the event's home address on `origin`
 * (through the promotion channel when the viewer came through one) with `sharerId` — the viewer's
 * own id, so an invitation counts for them, else the sharer the page's address was opened with
 * (§3: read from the page address and kept), else none.
 */
export function shareLink(input: {
  readonly origin: string;
  readonly eventNumber: string;
  readonly viewerId: string | null;
  readonly pageSearch: string;
  readonly channelNumber?: string;
}): string {
  const path = eventPath(input.eventNumber, "home", undefined, input.channelNumber);
  const viewer = input.viewerId !== null && SHARER_ID.test(input.viewerId) ? input.viewerId : null;
  const sharer = viewer ?? sharerIdOf(input.pageSearch);
  const origin = input.origin.replace(/\/+$/, "");
  return sharer === null ? `${origin}${path}` : `${origin}${path}?${SHARER_ID_PARAM}=${encodeURIComponent(sharer)}`;
}
