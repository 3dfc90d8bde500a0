import { toolRoomPath } from "./tool-room-path";

/**
 * Check-in, the SIGN_IN button (decision 0028): a window with a countdown; one check-in
 * per viewer (a unique index); the count pushed on SIGN_IN 20306, at most a few times a second.
 */

export const MAX_SIGN_IN_TITLE = 100;
export const MAX_SIGN_IN_SECONDS = 24 * 3600;
/** Count pushes of one check-in are coalesced to at most one per this many ms. */
export const SIGN_IN_PUSH_INTERVAL_MS = 500;

/** One check-in window as viewers see it; `remainingMs` as for the quiz. */
export interface SignInDTO {
  signInId: string;
  title: string;
  status: "open" | "ended";
  remainingMs: number;
  count: number;
  /** The organiser's "ID viewers only": anonymous viewers are asked to log in before checking in (decision 0060). */
  idViewersOnly: boolean;
}

/** SIGN_IN push body. */
export interface SignInBody {
  signIn: SignInDTO;
}

/** GET …/sign-ins/current → the room's latest check-in (null: none) and whether this viewer checked in. */
export interface CurrentSignInDTO {
  signIn: SignInDTO | null;
  signedIn: boolean;
}

/** POST …/sign-ins/{signInId}/check-in → the count after it (a second check-in changes nothing). */
export interface CheckInDTO {
  signedIn: true;
  count: number;
}

/** Admin POST …/sign-ins body. */
export interface StartSignInRequestDTO {
  title?: string;
  seconds: number;
  /** "ID viewers only" (decision 0060): anonymous check-ins are refused with 403 120343, a login. */
  idViewersOnly?: boolean;
}

/** Admin answers: the window and who checked in, first first. */
export interface SignInAdminDTO extends SignInDTO {
  /** Of `count`, the check-ins of anonymous viewers (capped per client address, decision 0060). */
  anonymousAnswers: number;
  viewers: { liveUserId: string; signedAt: number }[];
}

export const SIGN_IN_PATHS = {
  current: (eventId: string, roomId: string) => toolRoomPath(eventId, roomId, "sign-ins/current"),
  checkIn: (eventId: string, roomId: string, signInId: string) =>
    toolRoomPath(eventId, roomId, `sign-ins/${encodeURIComponent(signInId)}/check-in`),
} as const;
