import { ACCESS_TYPE, interceptAction, type InteractionType } from "@livehall/domain";
import { BODY_CODES } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import type { EventRow } from "./event-store";

/**
 * The §4 interception of a like or a nickname change, enforced by the server with the client's own
 * rule (`interceptAction`): when the event's interactive access flag is on (interactions need a
 * login) an anonymous viewer is refused, body 100114, HTTP 403 — the organiser's lever against
 * anonymous viewers, which holds from the moment the flag is stored. Otherwise a like proceeds
 * and a nickname change is the nickname entry the rule asks for. Answers the refusal or null.
 */
export function needsLogin(
  event: Pick<EventRow, "interact_access_flag" | "nickname_change_flag">,
  userType: number,
  action: InteractionType,
): ApiError | null {
  const outcome = interceptAction({
    userType,
    interactAccess: event.interact_access_flag === 1,
    action,
    nicknameChangeAllowed: event.nickname_change_flag === 1,
    // Whether a nickname is set only decides a chat's outcome, never a like's or a nickname's.
    nicknameSet: false,
    accessType: ACCESS_TYPE.UNLIMITED,
  });
  if (outcome.kind === "proceed" || (outcome.kind === "prompt" && outcome.mode === "nickname")) return null;
  return new ApiError(403, BODY_CODES.chatNeedsLogin, "This event needs a login first");
}
