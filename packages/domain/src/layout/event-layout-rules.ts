import { HEADER_HIDE_SCROLL_PX, TAB_CLICK_THROTTLE_MS } from "../constants";
import type { EntryRooms } from "../routing/entry-room";
import type { RoomPage } from "../routing/room-page";

/**
 * The event layout's header hides once the page has scrolled past 56 px (§9) and shows again
 * above that, so the page's own content gets the whole screen while the viewer reads down.
 */
export function headerHidden(scrollY: number): boolean {
  return scrollY > HEADER_HIDE_SCROLL_PX;
}

/**
 * The back-to-top button shows once the page has scrolled past one screen height, and only
 * when the organiser turned it on (§3 `backTopFlag`).
 */
export function backToTopShown(scrollY: number, viewportHeight: number, enabled: boolean): boolean {
  return enabled && viewportHeight > 0 && scrollY > viewportHeight;
}

/**
 * Whether a tab click goes through (§9: tab clicks throttled to 600 ms): the first click does, and
 * a later one once 600 ms have passed since the last click that went through (leading edge; the
 * clicks in between are dropped, not queued). `lastAcceptedAt` is null before any click.
 */
export function tabClickAccepted(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= TAB_CLICK_THROTTLE_MS;
}

/** A tab of the event layout: the live tab opens the main venue's watch page, the meeting tab the main seminar's meeting page. */
export interface EventTab {
  readonly kind: "live" | "meeting";
  readonly page: RoomPage;
  readonly roomNumber: string;
}

/** The event's tabs (§2 "tabs for live and meeting"), each only when the event has that room; none when it has neither. */
export function eventTabs(event: EntryRooms): readonly EventTab[] {
  const tabs: EventTab[] = [];
  const venue = event.mainVenueNumber.trim();
  const seminar = event.mainSeminarNumber.trim();
  if (venue !== "") tabs.push({ kind: "live", page: "watch", roomNumber: venue });
  if (seminar !== "") tabs.push({ kind: "meeting", page: "meeting", roomNumber: seminar });
  return tabs;
}
