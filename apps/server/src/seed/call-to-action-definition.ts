import type { CallToActionDTO, JumpUrlType } from "@livehall/wire";
import { callToActionProblem, completeCallToAction, MAX_CALL_TO_ACTIONS } from "../services/call-to-actions";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

/**
 * A room's optional `callToActions` list: `title`, `buttonText`, `jumpUrl` (http/https), optional
 * `jumpUrlType` (1 QR code, 2 link; default 2), `endTime` (server time, default "" = no end),
 * `callToActionId` / `callToActionSn` (default `cta-{roomNumber}-{n}`). At most 20, ids unique.
 */
export function parseCallToActions(room: DefinitionReader, roomNumber: string): CallToActionDTO[] {
  const readers = room.objects("callToActions", { optional: true });
  if (readers.length > MAX_CALL_TO_ACTIONS)
    throw new DefinitionError(room.fieldPath("callToActions"), `must hold at most ${MAX_CALL_TO_ACTIONS} tools`);
  const tools = readers.map((reader, index) => {
    const fallbackId = `cta-${roomNumber.slice(0, 48)}-${index + 1}`;
    const input = {
      callToActionId: reader.optionalString("callToActionId", fallbackId),
      callToActionSn: reader.optionalString("callToActionSn", fallbackId),
      title: reader.string("title"),
      buttonText: reader.string("buttonText"),
      jumpUrlType: reader.optionalInteger("jumpUrlType", [1, 2], 2) as JumpUrlType,
      jumpUrl: reader.has("marketingAppId") ? reader.optionalString("jumpUrl", "") : reader.string("jumpUrl"),
      endTime: reader.optionalString("endTime", ""),
      ...(reader.has("marketingAppId") ? { marketingAppId: reader.string("marketingAppId") } : {}),
    };
    const problem = callToActionProblem(input);
    if (problem) throw new DefinitionError(reader.fieldPath(problem.field), problem.problem);
    return completeCallToAction(input);
  });
  const twice = tools.find((tool, index) => tools.findIndex((other) => other.callToActionId === tool.callToActionId) !== index);
  if (twice) throw new DefinitionError(`${room.fieldPath("callToActions")}[].callToActionId`, `${twice.callToActionId} appears twice`);
  return tools;
}
