import { BODY_CODES, MAX_CHAT_LENGTH } from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import type { EventRow } from "./event-store";
import { ANONYMOUS_AUDIENCE, type AudienceRow } from "./session-service";
import { codePointCount, isWellFormedText } from "./text-length";

/** Control characters a chat line may not carry (newline and tab may). */
const FORBIDDEN_CONTROL = /[^\P{Cc}\n\t]|[\u2028\u2029]/u;

/**
 * The content of a chat message as stored: trimmed, 1–MAX_CHAT_LENGTH code points, well-formed
 * Unicode without control characters other than newline and tab (CR LF counts as a newline).
 * Throws 100400 saying why not.
 */
export function checkChatContent(content: string): string {
  const trimmed = content.replaceAll("\r\n", "\n").trim();
  if (trimmed === "") throw badParameter("Invalid body field 'content': the message is empty");
  const length = codePointCount(trimmed);
  if (length > MAX_CHAT_LENGTH) {
    throw badParameter(`Invalid body field 'content': the message has ${length} characters, at most ${MAX_CHAT_LENGTH} are allowed`);
  }
  if (!isWellFormedText(trimmed)) throw badParameter("Invalid body field 'content': not well-formed Unicode text");
  if (FORBIDDEN_CONTROL.test(trimmed)) throw badParameter("Invalid body field 'content': control characters are not allowed");
  return trimmed;
}

/** Banned from chat: body 100113, HTTP 403. */
export const chatBanned = (): ApiError => new ApiError(403, BODY_CODES.chatBanned, "You are banned from chatting in this event");

/**
 * The §4 anonymous interception for chat, enforced by the server (the client asks first, with
 * `interceptAction` of @livehall/domain; this is the same rule for the chat action):
 * - a viewer who logged in (not user type 4) may chat;
 * - an anonymous viewer may not while the event's interactive access is on (interactAccessFlag 1:
 *   interactions need a login) — 100114;
 * - otherwise an anonymous viewer needs a nickname when the event lets nicknames be changed
 *   (audienceNicknameChangeFlag 1) and none is set — 100115.
 * Answers the refusal (HTTP 403) or null.
 */
export function chatRefusal(event: Pick<EventRow, "interact_access_flag" | "nickname_change_flag">, audience: Pick<AudienceRow, "user_type" | "nickname">): ApiError | null {
  if (audience.user_type !== ANONYMOUS_AUDIENCE) return null;
  if (event.interact_access_flag === 1) return new ApiError(403, BODY_CODES.chatNeedsLogin, "This event needs a login before chatting");
  if (event.nickname_change_flag === 1 && audience.nickname === "") {
    return new ApiError(403, BODY_CODES.chatNeedsNickname, "Set a nickname before chatting");
  }
  return null;
}

/**
 * The name a message is shown with: the viewer's nickname, else the anonymous label the personal
 * brief gives them (`liveUserBO.anonymousNickname`), else "观众" and the start of their id.
 */
export function chatNickname(audience: Pick<AudienceRow, "id" | "nickname" | "anonymous_nickname">): string {
  if (audience.nickname !== "") return audience.nickname;
  if (audience.anonymous_nickname !== "") return audience.anonymous_nickname;
  return `观众${audience.id.slice(0, 4)}`;
}
