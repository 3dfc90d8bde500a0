import { ROOM_MODE, chooseEntryRoom, eventPath, pageForRoomMode, type EventInfo } from "@livehall/domain";

/**
 * The page a viewer lands on after entering an event without a `from` (§4 access flow: "the
 * original page, the main room or the landing page"): the entry room's page, or the landing page
 * when the event has no room.
 *
 * The room's mode is not known before watch-init, and asking for it would put one more request
 * before the first frame. We infer it instead: the main seminar opens the meeting page; the main
 * venue (the event's live room by definition, §1) and any requested room open the watch page,
 * which can show any room. (A decision record for docs/decisions.)
 */
export function entryTarget(event: EventInfo, requestedRoomNumber?: string): string {
  const roomNumber = chooseEntryRoom(event, requestedRoomNumber);
  if (roomNumber === null) return eventPath(event.eventNumber, "landing");
  const mode = roomNumber === event.mainSeminarNumber.trim() ? ROOM_MODE.SEMINAR : ROOM_MODE.LIVE;
  return eventPath(event.eventNumber, pageForRoomMode(mode), roomNumber);
}

/**
 * Where to go after the gate: `from` (the page the viewer was on) unless it is missing or is one
 * of the gate's own pages (the event root or the access page), which would only lead back here.
 */
export function onwardTarget(event: EventInfo, from?: string, requestedRoomNumber?: string): string {
  const fromPath = from?.split(/[?#]/, 1)[0]?.replace(/\/+$/, "") ?? "";
  const gatePages = [eventPath(event.eventNumber, "home"), eventPath(event.eventNumber, "access")].map((path) => path.replace(/\/+$/, ""));
  return from && fromPath && !gatePages.includes(fromPath) ? from : entryTarget(event, requestedRoomNumber);
}
