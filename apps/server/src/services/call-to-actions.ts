import { randomUUID } from "node:crypto";
import { PostgresAdapter, type Insertable, type Kysely } from "kysely";
import type { CallToActionDTO, JumpUrlType } from "@livehall/wire";
import type { CallToActionsTable, Database } from "../db/schema";
import { parseServerTime } from "./server-time";
import { characterCount, isWellFormedText } from "./text-length";

/** Most call-to-action tools one room holds. */
export const MAX_CALL_TO_ACTIONS = 20;
export const MAX_CTA_TITLE = 100;
export const MAX_CTA_BUTTON_TEXT = 40;
export const MAX_CTA_URL = 2048;

/** A tool as an organiser gives it: ids are generated when absent, `endTime` defaults to "" (no end). */
export interface CallToActionInput {
  readonly callToActionId?: string | undefined;
  readonly callToActionSn?: string | undefined;
  readonly title: string;
  readonly buttonText: string;
  readonly jumpUrlType: JumpUrlType;
  readonly jumpUrl: string;
  readonly endTime?: string | undefined;
  /** The marketing tool the button opens passively (decision 0031); `jumpUrl` may then be "". */
  readonly marketingAppId?: string | undefined;
}

/** What is wrong with one field of a tool. */
export interface CallToActionProblem {
  readonly field: keyof CallToActionInput;
  readonly problem: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CONTROL = /\p{Cc}/u;

function textProblem(value: string, max: number): string | null {
  const length = characterCount(value.trim());
  if (length === 0) return "must not be empty";
  if (length > max) return `must be at most ${max} characters`;
  if (CONTROL.test(value) || !isWellFormedText(value)) return "must be plain text without control characters";
  return null;
}

/** Whether `text` is an absolute http(s) URL without credentials (no `https://site@elsewhere` look-alikes). */
export function isHttpUrl(text: string): boolean {
  if (text.length > MAX_CTA_URL || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * The first problem of a tool, or null (`jumpUrlType` is typed 1 | 2; schemas and the definition
 * reader check it): title 1–100 and button text 1–40 characters; `jumpUrl`
 * an absolute http(s) URL without credentials (both jump types: a QR code of it or a link to it); `endTime` "" or a
 * server time 'yyyy-MM-dd HH:mm:ss'; ids, when given, 1–64 letters, digits, '_' or '-'.
 */
export function callToActionProblem(input: CallToActionInput): CallToActionProblem | null {
  for (const field of ["callToActionId", "callToActionSn", "marketingAppId"] as const) {
    const value = input[field];
    if (value !== undefined && !ID.test(value)) return { field, problem: "must be 1-64 letters, digits, '_' or '-'" };
  }
  const title = textProblem(input.title, MAX_CTA_TITLE);
  if (title) return { field: "title", problem: title };
  const button = textProblem(input.buttonText, MAX_CTA_BUTTON_TEXT);
  if (button) return { field: "buttonText", problem: button };
  const opensTool = input.marketingAppId !== undefined && input.jumpUrl === "";
  if (!opensTool && !isHttpUrl(input.jumpUrl))
    return { field: "jumpUrl", problem: `must be an absolute http:// or https:// URL of at most ${MAX_CTA_URL} characters` };
  const endTime = input.endTime ?? "";
  if (endTime !== "" && parseServerTime(endTime) === null) {
    return { field: "endTime", problem: "must be \"\" or a server time 'yyyy-MM-dd HH:mm:ss' (UTC+8)" };
  }
  return null;
}

/** The tool as stored and listed: trimmed texts, generated ids where absent. Check it first ({@link callToActionProblem}). */
export function completeCallToAction(input: CallToActionInput): CallToActionDTO {
  const id = input.callToActionId ?? randomUUID();
  return {
    callToActionId: id,
    callToActionSn: input.callToActionSn ?? id.replaceAll("-", "").slice(0, 16),
    title: input.title.trim(),
    buttonText: input.buttonText.trim(),
    jumpUrlType: input.jumpUrlType,
    jumpUrl: input.jumpUrl,
    endTime: input.endTime ?? "",
    ...(input.marketingAppId === undefined ? {} : { marketingAppId: input.marketingAppId }),
  };
}

/** The `call_to_actions` row of the room's tool at `position`. */
export const callToActionRow = (roomId: string, position: number, tool: CallToActionDTO): Insertable<CallToActionsTable> => ({
  room_id: roomId,
  position,
  call_to_action_id: tool.callToActionId,
  call_to_action_sn: tool.callToActionSn,
  title: tool.title,
  button_text: tool.buttonText,
  jump_url_type: tool.jumpUrlType,
  jump_url: tool.jumpUrl,
  end_time: tool.endTime,
  marketing_app_id: tool.marketingAppId ?? null,
});

/**
 * Serialises changes of one room's tools: PostgreSQL locks the room's row until the transaction
 * ends (two appends would otherwise take the same position); SQLite runs one transaction at a time.
 */
async function lockRoom(trx: Kysely<Database>, roomId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom("rooms").select("id").where("id", "=", roomId).forUpdate().execute();
  }
}

/** Each room's call-to-action tools, in order (GET .../call-to-actions, CALL_TO_ACTION pushes). */
export class CallToActionStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The room's tools in order (none: []). */
  async list(roomId: string): Promise<CallToActionDTO[]> {
    const rows = await this.db.selectFrom("call_to_actions").selectAll().where("room_id", "=", roomId).orderBy("position").execute();
    return rows.map((row) => ({
      callToActionId: row.call_to_action_id,
      callToActionSn: row.call_to_action_sn,
      title: row.title,
      buttonText: row.button_text,
      jumpUrlType: row.jump_url_type === 1 ? 1 : 2,
      jumpUrl: row.jump_url,
      endTime: row.end_time,
      ...(row.marketing_app_id === null ? {} : { marketingAppId: row.marketing_app_id }),
    }));
  }

  /** Replaces the room's tools with `list` (checked) and answers it. */
  async replace(roomId: string, list: readonly CallToActionDTO[]): Promise<CallToActionDTO[]> {
    await this.db.transaction().execute(async (trx) => {
      await lockRoom(trx, roomId);
      await trx.deleteFrom("call_to_actions").where("room_id", "=", roomId).execute();
      if (list.length > 0) {
        await trx
          .insertInto("call_to_actions")
          .values(list.map((tool, position) => callToActionRow(roomId, position, tool)))
          .execute();
      }
    });
    return [...list];
  }

  /**
   * Appends one tool (checked) to the room's list in one transaction and answers the new list,
   * or null when the room already holds {@link MAX_CALL_TO_ACTIONS}.
   */
  async append(roomId: string, tool: CallToActionDTO): Promise<CallToActionDTO[] | null> {
    return this.db.transaction().execute(async (trx) => {
      await lockRoom(trx, roomId);
      const store = new CallToActionStore(trx);
      const current = await store.list(roomId);
      if (current.length >= MAX_CALL_TO_ACTIONS) return null;
      await trx
        .insertInto("call_to_actions")
        .values(callToActionRow(roomId, current.length, tool))
        .execute();
      return [...current, tool];
    });
  }
}
