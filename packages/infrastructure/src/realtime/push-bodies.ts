/*
 * Readers of the pushed bodies (the wire's `TopicBodyMap` shapes, §4 Websocket) that map-room-push
 * turns into the application's RoomPush: each returns null for a body it cannot use, which the
 * channel then drops and reports. They never throw.
 */

function record(body: unknown): Readonly<Record<string, unknown>> | null {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The integer `name` of `body` when it is one of `allowed` (any non-negative integer without). */
function integer(body: unknown, name: string, allowed?: readonly number[]): number | null {
  const value = record(body)?.[name];
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return null;
  return allowed === undefined || allowed.includes(value) ? value : null;
}

/** LIVE_STATUS: `liveStatus` 1 or 2. */
export function parseLiveStatus(body: unknown): number | null {
  return integer(body, "liveStatus", [1, 2]);
}

/** PUSH_LIVE_STATUS: `pushStatus` 0 not started, 1 pending, 2 push started. */
export function parsePushStatus(body: unknown): number | null {
  return integer(body, "pushStatus", [0, 1, 2]);
}

/** WATCH_NUMBER: `watchNumber`, a count. */
export function parseWatchNumber(body: unknown): number | null {
  return integer(body, "watchNumber");
}

/** A 0/1 flag named `name`, as a boolean. */
export function parseFlag(name: string): (body: unknown) => boolean | null {
  return (body) => {
    const value = integer(body, name, [0, 1]);
    return value === null ? null : value === 1;
  };
}

export interface AnnouncementPush {
  readonly event: number;
  readonly content: string;
  /** Absent when the body has no rollingFlag. */
  readonly rolling?: boolean;
}

/** ANNOUNCEMENT: `announcementEvent` 1–4, `content` text, optional `rollingFlag`. */
export function parseAnnouncement(body: unknown): AnnouncementPush | null {
  const event = integer(body, "announcementEvent", [1, 2, 3, 4]);
  if (event === null) return null;
  const content = record(body)?.content;
  const rollingFlag = integer(body, "rollingFlag", [0, 1]);
  return {
    event,
    content: typeof content === "string" ? content : "",
    ...(rollingFlag === null ? {} : { rolling: rollingFlag === 1 }),
  };
}

/** ROOM_LAYOUT: `layoutFlag` 1–4. */
export function parseLayout(body: unknown): number | null {
  return integer(body, "layoutFlag", [1, 2, 3, 4]);
}

export interface BanPush {
  readonly banType: number;
  /** The banned viewer (the wire's `liveUserId`). */
  readonly viewerId: string;
  /** False when the ban is lifted (banFlag 0). */
  readonly banned: boolean;
}

/** BAN_STATUS: `banType` 1 chat or 2 online, `liveUserId`, optional `banFlag` (0 lifts). */
export function parseBan(body: unknown): BanPush | null {
  const banType = integer(body, "banType", [1, 2]);
  const liveUserId = record(body)?.liveUserId;
  if (banType === null || (typeof liveUserId !== "string" && typeof liveUserId !== "number")) return null;
  return { banType, viewerId: String(liveUserId), banned: integer(body, "banFlag", [0, 1]) !== 0 };
}

/** LOOP_PLAYBACK: `videoLoopPlaybackFlag` 0/1, as a boolean. */
export const parseLoopPlayback = parseFlag("videoLoopPlaybackFlag");

/** BOARD_STREAM_STATUS: `pushStatus` 0–2 and `boardsPlayUrl` (a non-string reads as ""). */
export function parseBoardStreamStatus(body: unknown): { readonly pushStatus: number; readonly url: string } | null {
  const pushStatus = integer(body, "pushStatus", [0, 1, 2]);
  if (pushStatus === null) return null;
  const url = record(body)?.boardsPlayUrl;
  return { pushStatus, url: typeof url === "string" ? url.trim() : "" };
}

/** LIKE_COUNT: `fabulousNumber`, the room's like total (a fraction is rounded down), or null when it is not a count. */
export function parseLikeCount(body: unknown): number | null {
  const value = record(body)?.fabulousNumber;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
}
