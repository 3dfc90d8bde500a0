import type { EventInfo } from "../models";

/** The parts of an event that decide where a viewer enters. */
export type EntryRooms = Pick<EventInfo, "mainVenueNumber" | "mainSeminarNumber">;

/**
 * The room number to open when a viewer enters an event.
 *
 * §2 says "The main room is used when no room number is given, otherwise the main seminar".
 * Read literally the second half would send a viewer who asked for a room to the main seminar,
 * which contradicts the watch/meeting routes that carry their own room number. Our reading: the
 * "otherwise" is about the main room itself being absent (an event that only has a seminar). So:
 * 1. the requested room number, if one is given (non-blank);
 * 2. else the event's main venue (main room), if configured;
 * 3. else its main seminar, if configured;
 * 4. else null — no room is configured (the landing page then shows an error, §4).
 */
export function chooseEntryRoom(event: EntryRooms, requestedRoomNumber?: string | null): string | null {
  const requested = requestedRoomNumber?.trim();
  if (requested) return requested;
  const venue = event.mainVenueNumber.trim();
  if (venue) return venue;
  const seminar = event.mainSeminarNumber.trim();
  return seminar || null;
}
