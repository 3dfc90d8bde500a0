import type { MarketingFile, MarketingToolDetail, MarketingToolItem } from "@livehall/application";
import { marketingToolType, type JumpEntry } from "@livehall/domain";
import type { MarketingAppDetailDTO, MarketingAppListItemDTO, MarketingFileDTO, MarketingJumpEntryDTO } from "@livehall/wire";
import { list, loose, num, text } from "../../api/loose";
import { mapQuestion } from "../../signup/map-questionnaire";

const isObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

/** One list item, or null when it has no id or a marketing app type the client does not know. */
export function parseMarketingItem(value: unknown): MarketingToolItem | null {
  if (!isObject(value)) return null;
  const dto = loose<MarketingAppListItemDTO>(value);
  const marketingAppId = text(dto.marketingAppId).trim();
  const marketingAppType = num(dto.marketingAppType, -1);
  const toolType = marketingToolType(marketingAppType);
  if (marketingAppId === "" || toolType === null) return null;
  return { marketingAppId, marketingAppType, name: text(dto.marketingAppName), toolType };
}

/** The list's `items` (GET answer or MARKETING_TOOL push), in order; unreadable items and repeated ids left out. */
export function parseMarketingItems(items: unknown): MarketingToolItem[] {
  const seen = new Set<string>();
  return list(items).flatMap((value) => {
    const item = parseMarketingItem(value);
    if (item === null || seen.has(item.marketingAppId)) return [];
    seen.add(item.marketingAppId);
    return [item];
  });
}

/** MARKETING_TOOL push `{items}`: the list replacing the page's; null for a body without a list. */
export function parseMarketingPush(body: unknown): MarketingToolItem[] | null {
  const items = isObject(body) ? (body as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? parseMarketingItems(items) : null;
}

function jumpEntry(value: unknown): JumpEntry | null {
  if (!isObject(value)) return null;
  const dto = loose<MarketingJumpEntryDTO>(value);
  const jumpUrlType = num(dto.jumpUrlType);
  return jumpUrlType === 1 || jumpUrlType === 2 ? { jumpUrlType, jumpUrlDetail: text(dto.jumpUrlDetail).trim() } : null;
}

function file(value: unknown): MarketingFile | null {
  if (!isObject(value)) return null;
  const dto = loose<MarketingFileDTO>(value);
  const fileId = text(dto.fileId);
  return fileId === ""
    ? null
    : { fileId, fileName: text(dto.fileName, fileId), fileSize: Math.max(0, num(dto.fileSize)), contentType: text(dto.contentType) };
}

/**
 * GET .../watch-marketing-app/{appId} → the tool's detail: questions sorted by order (flags to
 * booleans, as the sign-up form's), jump entries of type 1 or 2 only, files with an id; null when
 * the detail has no id or an unknown marketing app type.
 */
export function mapMarketingDetail(data: unknown): MarketingToolDetail | null {
  const dto = loose<MarketingAppDetailDTO>(data);
  const item = parseMarketingItem(data);
  if (item === null) return null;
  const jumpUrl = loose<MarketingAppDetailDTO["jumpUrl"]>(dto.jumpUrl);
  return {
    ...item,
    description: text(dto.description),
    jumpEntries: list(jumpUrl.jumpUrlDetail).flatMap((value) => jumpEntry(value) ?? []),
    questions: list(dto.questions)
      .filter(isObject)
      .map(mapQuestion)
      .filter((question) => question.questionId !== "")
      .sort((a, b) => a.order - b.order),
    files: list(dto.files).flatMap((value) => file(value) ?? []),
    submitFlag: num(dto.submitFlag) === 1 ? 1 : 0,
  };
}
