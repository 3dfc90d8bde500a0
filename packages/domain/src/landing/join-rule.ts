import { ACCESS_TYPE } from "../enums/access";
import { parseEventPath } from "../routing/parse-event-path";
import { pageForRoomMode, type RoomPage } from "../routing/room-page";

/** What the join rule reads (§4 landing). */
export interface JoinInput {
  /** False when the landing page's data failed to load. */
  readonly initialised: boolean;
  readonly accessType: number;
  readonly defaultQuestionnaireId: string;
  readonly hasToken: boolean;
  readonly trial: boolean;
  readonly mainVenue: { readonly roomNumber: string; readonly roomMode: number | null };
  readonly mainSeminar: { readonly roomNumber: string; readonly roomMode: number | null };
}

export type JoinDecision =
  | { readonly kind: "error"; readonly messageKey: "error.initFailed" | "error.liveNotConfigured" }
  | { readonly kind: "signup" }
  | { readonly kind: "room"; readonly roomNumber: string; readonly page: RoomPage };

/**
 * §4 "Join": an initialisation error shows '初始化失败，请刷新页面重试'; signup access with a
 * questionnaire, no token and no trial goes to sign-up; no room configured shows
 * '直播尚未配置，请联系主办方'; else the main room (the main venue, else the main seminar,
 * decision 0008) on the page of its own roomMode (live → watch, seminar and meeting → meeting).
 * A room whose mode is unknown opens the watch page, which moves a seminar on once loaded.
 */
export function joinDecision(input: JoinInput): JoinDecision {
  if (!input.initialised) return { kind: "error", messageKey: "error.initFailed" };
  if (input.accessType === ACCESS_TYPE.SIGNUP && input.defaultQuestionnaireId.trim() !== "" && !input.hasToken && !input.trial) {
    return { kind: "signup" };
  }
  const venue = input.mainVenue.roomNumber.trim();
  const seminar = input.mainSeminar.roomNumber.trim();
  const room = venue
    ? { roomNumber: venue, mode: input.mainVenue.roomMode }
    : seminar
      ? { roomNumber: seminar, mode: input.mainSeminar.roomMode }
      : null;
  if (room === null) return { kind: "error", messageKey: "error.liveNotConfigured" };
  return { kind: "room", roomNumber: room.roomNumber, page: room.mode === null ? "watch" : pageForRoomMode(room.mode) };
}

/**
 * Where a room opened at `path` belongs (§4: "a seminar opened at /watch is sent to /meeting"): the
 * same path (mobile prefix and channel kept) with `/meeting/` for `/watch/` when a seminar or
 * meeting room was opened on the watch page; null when the page is right.
 */
export function roomPathCorrection(path: string, roomMode: number): string | null {
  const parts = parseEventPath(path);
  if (parts?.page !== "watch" || pageForRoomMode(roomMode) !== "meeting") return null;
  return path.replace(/\/watch\/([^/?#]+)\/?$/, "/meeting/$1");
}
