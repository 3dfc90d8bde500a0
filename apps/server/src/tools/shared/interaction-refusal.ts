import { ACCESS_TYPE, interceptAction, type InteractionType } from "@livehall/domain";
import { BODY_CODES } from "@livehall/wire";
import { ApiError } from "../../http/api-error";
import type { EventRow } from "../../services/event-store";
import type { AudienceRow } from "../../services/session-service";

/**
 * The §4 anonymous interception of a tool action, enforced by the server with the client's own
 * rule (`interceptAction`; decision 0029: asking a question is judged as "chat", an up-vote as
 * "like", an exam submission as "collectForm"; gifts and grabs as their own actions, 0030).
 * Proceed → null; nickname entry → 100115; any other refusal (interactive access on: a login is
 * needed) → 100114; both HTTP 403. The one server-side copy of the rule for the tools.
 */
export function interactionRefusal(
  event: Pick<EventRow, "interact_access_flag" | "nickname_change_flag">,
  audience: Pick<AudienceRow, "user_type" | "nickname">,
  action: InteractionType,
): ApiError | null {
  const outcome = interceptAction({
    userType: audience.user_type,
    interactAccess: event.interact_access_flag === 1,
    action,
    nicknameChangeAllowed: event.nickname_change_flag === 1,
    nicknameSet: audience.nickname !== "",
    accessType: ACCESS_TYPE.UNLIMITED,
  });
  if (outcome.kind === "proceed") return null;
  if (outcome.kind === "prompt" && outcome.mode === "nickname")
    return new ApiError(403, BODY_CODES.chatNeedsNickname, "Set a nickname first");
  return new ApiError(403, BODY_CODES.chatNeedsLogin, "This event needs a login first");
}
