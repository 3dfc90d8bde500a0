import type { HubMessage, RealtimeHub } from "./ports";

/**
 * The hub channel of control messages about audiences (not a room: no viewer subscribes to it).
 * Every process's {@link RoomRegistry} listens once it has a connection, so a control message
 * reaches the audience's sockets on whichever process holds them.
 */
export const AUDIENCE_CONTROL_CHANNEL = "control://audiences";

/** Control message topics (numbers of the control channel, not §7 room topics). */
export const CONTROL_TOPICS = {
  /** Close every socket of one audience of one event (an online ban). */
  closeAudience: 1,
} as const;

/** Which audience's sockets to close. */
export interface CloseAudience {
  readonly eventId: string;
  readonly audienceId: string;
}

/**
 * Tells every server process to close the sockets of `audienceId` in `eventId` (close code
 * 4403). Intent: the admin API's online ban, after the ban status push, so viewers see why first.
 */
export function publishCloseAudience(hub: RealtimeHub, target: CloseAudience): Promise<void> {
  return hub.publish(AUDIENCE_CONTROL_CHANNEL, CONTROL_TOPICS.closeAudience, { eventId: target.eventId, audienceId: target.audienceId });
}

/** The audience a close-audience control message names, or null for anything else. */
export function readCloseAudience(message: HubMessage): CloseAudience | null {
  if (message.topic !== CONTROL_TOPICS.closeAudience) return null;
  const body = message.body as { eventId?: unknown; audienceId?: unknown } | null;
  if (typeof body?.eventId !== "string" || typeof body.audienceId !== "string") return null;
  return { eventId: body.eventId, audienceId: body.audienceId };
}
