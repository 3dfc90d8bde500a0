import type { InteractionType } from "@livehall/domain";
import { BODY_CODES, TOOL_BODY_CODES } from "@livehall/wire";
import { ApiError, unauthorized } from "../http/api-error";
import type { AudienceRow } from "../services/session-service";
import type { ServerContext } from "../server-context";
import { viewerRoom, type RoomParams, type ViewerRoom } from "../routes/viewer-room";
import { chatNickname } from "../services/chat-rules";
import { interactionRefusal } from "./shared/interaction-refusal";

/** A tool call's viewer, event and room, with the viewer's audience row and shown name. */
export interface ToolViewer extends ViewerRoom {
  readonly audience: AudienceRow;
  readonly nickName: string;
}

/**
 * Checks a viewer's tool call like any room call ({@link viewerRoom}: 401, 151001, 151002) and, for
 * an action that needs an identity, the §4 interception the client runs before it: an anonymous
 * viewer refused by it (interactive access on) answers HTTP 403, body 100114 (a login is needed).
 */
export async function toolViewer(
  ctx: ServerContext,
  params: RoomParams,
  authorization: string | undefined,
  action: InteractionType | null,
): Promise<ToolViewer> {
  const room = await viewerRoom(ctx, params, authorization);
  const audience = await ctx.sessions.findAudience(room.viewer.uid);
  if (!audience) throw unauthorized("Unknown audience");
  const refusal = action === null ? null : interactionRefusal(room.event, audience, action);
  if (refusal !== null) throw refusal;
  return { ...room, audience, nickName: chatNickname(audience) };
}

/** HTTP 409, body 101301: the draw, quiz or check-in is not open. */
export const toolClosed = (what: string): ApiError => new ApiError(409, TOOL_BODY_CODES.toolClosed, `${what} is not open`);

/** HTTP 429, body 100105: a viewer sent too many tool actions (ServerLimits.toolActionsPerWindow). */
export const toolRateLimited = (): ApiError => new ApiError(429, BODY_CODES.rateLimited, "Too many requests: wait a few seconds", 5);

/** `{drawId}`-like path word of a tool item. */
export const toolItemId = { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" } as const;

/** Largest body of a viewer's tool call (a claim form is the largest: well under 1 KB); more answers 400 "Request body too large". */
export const TOOL_VIEWER_BODY_LIMIT = 4 * 1024;
/** Largest body of an organiser's tool call (a quiz of 8 long options is under 8 KB); more answers 400 "Request body too large". */
export const TOOL_ADMIN_BODY_LIMIT = 16 * 1024;
