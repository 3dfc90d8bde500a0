import { ACCESS_TYPE, INTERACTION_TYPE, chatTextLength, interceptAction } from "@livehall/domain";
import { BODY_CODES, MAX_CHAT_LENGTH } from "@livehall/wire";
import { ApiError, badParameter } from "../http/api-error";
import type { EventRow } from "./event-store";
import type { AudienceRow } from "./session-service";
import { refuseHiddenCharacters } from "./hidden-text";
import { isWellFormedText } from "./text-length";

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
  const length = chatTextLength(trimmed);
  if (length > MAX_CHAT_LENGTH) {
    throw badParameter(`Invalid body field 'content': the message has ${length} characters, at most ${MAX_CHAT_LENGTH} are allowed`);
  }
  if (!isWellFormedText(trimmed)) throw badParameter("Invalid body field 'content': not well-formed Unicode text");
  if (FORBIDDEN_CONTROL.test(trimmed)) throw badParameter("Invalid body field 'content': control characters are not allowed");
  refuseHiddenCharacters(trimmed, "content", "text");
  return trimmed;
}

/** Banned from chat: body 100113, HTTP 403. */
export const chatBanned = (): ApiError => new ApiError(403, BODY_CODES.chatBanned, "You are banned from chatting in this event");

/**
 * The §4 anonymous interception for chat, enforced by the server with the client's own rule
 * (`interceptAction` of @livehall/domain, action chat): proceed → null; nickname entry → 100115
 * (anonymous, none set, nicknames changeable); any other refusal — interactive access on
 * (interactAccessFlag 1: interactions need a login) — → 100114, whichever way in the client then
 * offers. Answers the refusal (HTTP 403) or null.
 */
export function chatRefusal(
  event: Pick<EventRow, "interact_access_flag" | "nickname_change_flag">,
  audience: Pick<AudienceRow, "user_type" | "nickname">,
): ApiError | null {
  const outcome = interceptAction({
    userType: audience.user_type,
    interactAccess: event.interact_access_flag === 1,
    action: INTERACTION_TYPE.CHAT,
    nicknameChangeAllowed: event.nickname_change_flag === 1,
    nicknameSet: audience.nickname !== "",
    // Only where the client sends a refused viewer depends on the access type; the server just refuses.
    accessType: ACCESS_TYPE.UNLIMITED,
  });
  if (outcome.kind === "proceed") return null;
  if (outcome.kind === "prompt" && outcome.mode === "nickname") {
    return new ApiError(403, BODY_CODES.chatNeedsNickname, "Set a nickname before chatting");
  }
  return new ApiError(403, BODY_CODES.chatNeedsLogin, "This event needs a login before chatting");
}

/**
 * The name a message is shown with: the viewer's nickname, else the anonymous label the personal
 * brief gives them (`liveUserBO.anonymousNickname`), else a default name of the same form, "观众"
 * and four digits taken from their id (a logged-in viewer without a nickname: their account is
 * never shown to others). That one form is what clients read as a default name and show in each
 * viewer's own language (decision 0056).
 */
export function chatNickname(audience: Pick<AudienceRow, "id" | "nickname" | "anonymous_nickname">): string {
  if (audience.nickname !== "") return audience.nickname;
  if (audience.anonymous_nickname !== "") return audience.anonymous_nickname;
  const digits = Number.parseInt(audience.id.replace(/[^0-9a-f]/gi, "").slice(0, 8) || "0", 16) % 10_000;
  return `观众${String(digits).padStart(4, "0")}`;
}
