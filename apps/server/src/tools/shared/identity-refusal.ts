import { ACCESS_TYPE, interceptAction, type InteractionType } from "@livehall/domain";
import { BODY_CODES } from "@livehall/wire";
import { ApiError } from "../../http/api-error";
import type { EventRow } from "../../services/event-store";
import type { AudienceRow } from "../../services/session-service";

/**
 * The §4 anonymous interception enforced by the server for a tool action that needs an identity
 * (gift, red-envelope grab: `interceptAction` of @livehall/domain, the client's own rule): proceed →
 * null; any refusal → 100114 (HTTP 403) "login needed", whichever way in the client then offers.
 */
export function identityRefusal(
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
  return outcome.kind === "proceed" ? null : new ApiError(403, BODY_CODES.chatNeedsLogin, "This action needs a login");
}
