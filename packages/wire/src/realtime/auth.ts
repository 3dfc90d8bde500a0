import { PacketError } from "./packet";

/**
 * The JSON body of an auth packet (op 7), as goim defines it. In Livehall `key` is the viewer's
 * event access token, `room_id` the room channel id (`roomChannelId`), `platform` "web" and
 * `accepts` the topic ids the client wants pushed.
 */
export interface AuthBody {
  readonly mid: number;
  readonly key: string;
  readonly room_id: string;
  readonly platform: string;
  readonly accepts: readonly number[];
}

/**
 * `code` of the JSON body of the op 8 Livehall sends before closing a connection whose auth was
 * rejected (goim just closes), so a client can tell "rejected" from "network".
 */
export const AUTH_REJECTED_CODE = "401";

/** The body of the op 8 sent before closing on a rejected auth. */
export interface AuthRejectedBody {
  readonly code: typeof AUTH_REJECTED_CODE;
}

/** The event and room a room channel id names. */
export interface RoomChannel {
  readonly eventId: string;
  readonly roomId: string;
}

const CHANNEL_PREFIX = "live://";
/** Event and room ids: 1-128 URL-safe characters (letters, digits, "-", "_", ".", "~"). */
const ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;
const CHANNEL_PATTERN = /^live:\/\/([A-Za-z0-9._~-]{1,128})\/([A-Za-z0-9._~-]{1,128})$/;

/** The room channel id `live://{eventId}/{roomId}`; throws a `RangeError` for an id that cannot be part of one. */
export function roomChannelId(eventId: string, roomId: string): string {
  if (!ID_PATTERN.test(eventId) || !ID_PATTERN.test(roomId)) {
    throw new RangeError(`cannot make a room channel id of event ${JSON.stringify(eventId)} and room ${JSON.stringify(roomId)}`);
  }
  return `${CHANNEL_PREFIX}${eventId}/${roomId}`;
}

/** The event and room of a room channel id, or `null` when `channelId` is not one. */
export function parseRoomChannelId(channelId: string): RoomChannel | null {
  const match = CHANNEL_PATTERN.exec(channelId);
  if (match === null) return null;
  const [, eventId, roomId] = match;
  if (eventId === undefined || roomId === undefined) return null;
  return { eventId, roomId };
}

function isInt32(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= -0x80000000 && value <= 0x7fffffff;
}

/**
 * Checks a decoded auth JSON value (`readJsonBody` of an op 7) and gives it back typed. `key` and
 * `room_id` must be strings; `mid` (a finite number), `platform` (a string) and `accepts` (int32s)
 * may be missing, as some goim clients leave them out, and default to 0, "" and [].
 * Throws `PacketError` "bad-body" otherwise.
 */
export function parseAuthBody(value: unknown): AuthBody {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new PacketError("bad-body", "auth body is not a JSON object");
  }
  const fields = value as Record<string, unknown>;
  const { key, room_id: roomId, mid = 0, platform = "", accepts = [] } = fields;
  if (typeof key !== "string") throw new PacketError("bad-body", "auth body has no string key");
  if (typeof roomId !== "string") throw new PacketError("bad-body", "auth body has no string room_id");
  if (typeof mid !== "number" || !Number.isFinite(mid)) throw new PacketError("bad-body", "auth body mid is not a number");
  if (typeof platform !== "string") throw new PacketError("bad-body", "auth body platform is not a string");
  if (!Array.isArray(accepts) || !accepts.every(isInt32)) {
    throw new PacketError("bad-body", "auth body accepts is not a list of op numbers");
  }
  return { mid, key, room_id: roomId, platform, accepts };
}
