import type { ChatMessageData } from "@livehall/application";
import { USER_TYPE } from "@livehall/domain";

const ATMOSPHERE_MASTER = USER_TYPE.ATMOSPHERE_MASTER;

/*
 * Readers of chat data from the server (history answers, send answers, CHAT_MESSAGE and
 * CHAT_DELETE pushes; the wire's `ChatMessageBody` and `ChatDeleteBody`) into the application's
 * words. They never throw: a body they cannot use gives null, which the mappers drop.
 */

function record(body: unknown): Readonly<Record<string, unknown>> | null {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A positive integer id, also from its decimal text. */
function messageIdOf(value: unknown): number | null {
  const id = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One chat message: `messageId` (a positive integer) and `content` (text) are required;
 * `liveUserId` (the sender's `viewerId`) may be a number (read as its text), a missing
 * `nickName` (its `nickname`) is "", a missing or bad `sendTime` is 0.
 */
export function parseChatMessage(body: unknown): ChatMessageData | null {
  const fields = record(body);
  const messageId = messageIdOf(fields?.messageId);
  const content = fields?.content;
  if (fields === null || messageId === null || typeof content !== "string") return null;
  const { liveUserId, nickName, sendTime, userType } = fields;
  return {
    messageId,
    viewerId:
      typeof liveUserId === "string" ? liveUserId : typeof liveUserId === "number" && Number.isFinite(liveUserId) ? String(liveUserId) : "",
    nickname: typeof nickName === "string" ? nickName : "",
    content,
    sendTime: typeof sendTime === "number" && Number.isFinite(sendTime) ? sendTime : 0,
    // §3 user type 7: the organiser speaking as the atmosphere master (decision 0030).
    ...(userType === ATMOSPHERE_MASTER ? { atmosphere: true } : {}),
  };
}

/** CHAT_DELETE: the deleted message's id. */
export function parseChatDelete(body: unknown): number | null {
  return messageIdOf(record(body)?.messageId);
}

/** The ids of a list (e.g. `deletedIds`); anything that is not an id is left out. */
export function parseMessageIds(value: unknown): number[] {
  return Array.isArray(value) ? value.map(messageIdOf).filter((id): id is number => id !== null) : [];
}
