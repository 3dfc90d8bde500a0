import { isServerTimeSentinel, isWebAddress, serverTimeToLocal } from "@livehall/domain";
import type { CallToAction } from "@livehall/application";

function record(body: unknown): Readonly<Record<string, unknown>> | null {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** §3 endTime: null for none ("", absent, the 1900 sentinel), epoch ms, or undefined when unreadable. */
function endOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === "" || isServerTimeSentinel(value)) return null;
  return serverTimeToLocal(value) ?? undefined;
}

/**
 * One call-to-action tool (the wire's `CallToActionDTO`), or null when it cannot be shown safely:
 * no id, a jump url type other than 1 (QR code) or 2 (link), a jump url that is not an absolute
 * http(s) address, or an end time that is not server time. `endTime` (UTC+8) becomes local epoch
 * ms; missing texts are "".
 */
export function parseCallToAction(value: unknown): CallToAction | null {
  const fields = record(value);
  if (fields === null) return null;
  const callToActionId = text(fields.callToActionId)?.trim() ?? "";
  const jumpUrlType = Number(fields.jumpUrlType);
  const jumpUrl = text(fields.jumpUrl)?.trim() ?? "";
  const endsAt = endOf(fields.endTime);
  // A call-to-action that opens a marketing tool (decision 0031) needs no address of its own.
  const marketingAppId = text(fields.marketingAppId)?.trim() ?? "";
  const usable = marketingAppId !== "" ? jumpUrl === "" || isWebAddress(jumpUrl) : isWebAddress(jumpUrl);
  if (callToActionId === "" || (jumpUrlType !== 1 && jumpUrlType !== 2) || !usable || endsAt === undefined) return null;
  return {
    ...(marketingAppId === "" ? {} : { marketingAppId }),
    callToActionId,
    callToActionSn: text(fields.callToActionSn) ?? "",
    title: text(fields.title) ?? "",
    buttonText: text(fields.buttonText) ?? "",
    jumpUrlType,
    jumpUrl,
    endsAt,
  };
}

/** The tools of a list (GET answer's `list`), in order; bad ones and repeated ids are left out; not a list: none. */
export function parseCallToActions(list: unknown): CallToAction[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const tools: CallToAction[] = [];
  for (const item of list) {
    const tool = parseCallToAction(item);
    if (tool === null || seen.has(tool.callToActionId)) continue;
    seen.add(tool.callToActionId);
    tools.push(tool);
  }
  return tools;
}

/** CALL_TO_ACTION push `{list}`: the tools replacing the current ones; null for a body without a list. */
export function parseCallToActionPush(body: unknown): CallToAction[] | null {
  const list = record(body)?.list;
  return Array.isArray(list) ? parseCallToActions(list) : null;
}
