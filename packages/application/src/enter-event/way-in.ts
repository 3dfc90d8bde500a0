import {
  ROOM_MODE,
  chooseEntryRoom,
  eventPath,
  externalAuthUrl,
  withHandOverState,
  type AccessConfig,
  type EventInfo,
} from "@livehall/domain";

/** Which room a sign-up or external auth is for, and how the viewer came in. */
export interface WayInRoom {
  /** The room asked for or being watched; the entry room otherwise. */
  readonly roomNumber?: string | undefined;
  /** The room's mode when known (a meeting page: seminar); inferred otherwise. */
  readonly roomMode?: number | undefined;
  readonly channelNumber?: string | undefined;
}

/** The room number to name, and its mode (§3 room mode 1 live or 3 seminar). */
function roomOf(event: EventInfo, room: WayInRoom): { readonly roomNumber: string; readonly roomMode: number } | null {
  const roomNumber = chooseEntryRoom(event, room.roomNumber);
  if (roomNumber === null) return null;
  const inferred = roomNumber === event.mainSeminarNumber.trim() ? ROOM_MODE.SEMINAR : ROOM_MODE.LIVE;
  return { roomNumber, roomMode: room.roomMode ?? inferred };
}

/**
 * The sign-up page of a signup event (§2: "a sign-up page with default questionnaire id plus room
 * number and room mode"): `/event/{n}/signup/{formId}?roomNumber=…&roomMode=…`. Null when the
 * event has no default questionnaire. The navigator carries the other query parameters along.
 */
export function signupTarget(event: EventInfo, access: AccessConfig, room: WayInRoom = {}): string | null {
  const formId = access.defaultQuestionnaireId.trim();
  if (!formId) return null;
  const path = eventPath(event.eventNumber, "signup", formId, room.channelNumber);
  const target = roomOf(event, room);
  return target ? `${path}?roomNumber=${encodeURIComponent(target.roomNumber)}&roomMode=${String(target.roomMode)}` : path;
}

/**
 * The external authentication address of an external-auth event (§2, §4): customAddress with
 * `returnUrl` (this site's `returnPath` as an absolute URL, carrying `authState`, the nonce of the
 * flow this tab started — decision 0023), event, room and channel number. Null when the event has
 * no usable customAddress.
 */
export function externalAuthTarget(
  event: EventInfo,
  access: AccessConfig,
  returnPath: string,
  siteOrigin: string,
  room: WayInRoom,
  authState: string,
): string | null {
  const origin = siteOrigin.trim().replace(/\/+$/, "");
  return externalAuthUrl(
    access.customAddress,
    {
      returnUrl: `${origin}${withHandOverState(returnPath, authState)}`,
      eventNumber: event.eventNumber,
      roomNumber: roomOf(event, room)?.roomNumber ?? "",
      channelNumber: room.channelNumber ?? "",
    },
    origin,
  );
}
