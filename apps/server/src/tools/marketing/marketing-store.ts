import { PostgresAdapter, type Kysely } from "kysely";
import type { AnswerDTO, MarketingTriggerMode } from "@livehall/wire";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { MARKETING_LIMITS, type MarketingDefinition } from "./marketing-rules";

/** A submission as stored and listed to the organiser. */
export interface MarketingSubmission {
  readonly submissionId: string;
  readonly marketingAppId: string;
  readonly audienceId: string;
  readonly triggerMode: MarketingTriggerMode;
  readonly callToActionId: string;
  readonly callToActionSn: string;
  readonly questions: readonly AnswerDTO[];
  readonly agreements: Readonly<Record<string, string>>;
  /** Epoch ms. */
  readonly createdAt: number;
}

export type NewSubmission = Omit<MarketingSubmission, "submissionId" | "createdAt"> & { readonly eventId: string; readonly roomId: string };

/** Why adding a tool failed. */
export type AddRefusal = "full" | "taken";

type Stored = Omit<MarketingDefinition, "marketingAppId" | "marketingAppType" | "marketingAppName">;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Each room's marketing tools in order, and the viewers' submissions (0014_marketing). */
export class MarketingStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The room's tools in order. */
  async list(roomId: string): Promise<MarketingDefinition[]> {
    const rows = await this.db.selectFrom("marketing_apps").selectAll().where("room_id", "=", roomId).orderBy("position").execute();
    return rows.map((row) => {
      const stored = parseJson<Partial<Stored>>(row.definition, {});
      return {
        marketingAppId: row.id,
        marketingAppType: row.app_type as MarketingDefinition["marketingAppType"],
        marketingAppName: row.name,
        description: stored.description ?? "",
        jumpUrlDetail: stored.jumpUrlDetail ?? [],
        questions: stored.questions ?? [],
        files: stored.files ?? [],
      };
    });
  }

  /** One tool of the room, or null. */
  async find(roomId: string, appId: string): Promise<MarketingDefinition | null> {
    return (await this.list(roomId)).find((tool) => tool.marketingAppId === appId) ?? null;
  }

  /** Appends a (checked) tool to the room's list; a refusal when the room is full or the id is taken. */
  async add(eventId: string, roomId: string, tool: MarketingDefinition, now: number): Promise<MarketingDefinition[] | AddRefusal> {
    const { marketingAppId, marketingAppType, marketingAppName, ...stored } = tool;
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (trx.getExecutor().adapter instanceof PostgresAdapter) {
          await trx.selectFrom("rooms").select("id").where("id", "=", roomId).forUpdate().execute();
        }
        const last = await trx
          .selectFrom("marketing_apps")
          .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max<number | null>("position").as("last")])
          .where("room_id", "=", roomId)
          .executeTakeFirstOrThrow();
        if (last.count >= MARKETING_LIMITS.toolsPerRoom) return "full" as const;
        await trx
          .insertInto("marketing_apps")
          .values({
            id: marketingAppId,
            event_id: eventId,
            room_id: roomId,
            position: last.last === null ? 0 : last.last + 1,
            app_type: marketingAppType,
            name: marketingAppName,
            definition: JSON.stringify(stored),
            created_at: now,
          })
          .execute();
        return new MarketingStore(trx).list(roomId);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  }

  /** Removes a tool (and its submissions); whether it was there. */
  async remove(roomId: string, appId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("marketing_submissions").where("app_id", "=", appId).execute();
      const result = await trx.deleteFrom("marketing_apps").where("room_id", "=", roomId).where("id", "=", appId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  /** Stores a submission and answers its id. */
  async submit(submission: NewSubmission, now: number): Promise<string> {
    const row = await this.db
      .insertInto("marketing_submissions")
      .values({
        app_id: submission.marketingAppId,
        event_id: submission.eventId,
        room_id: submission.roomId,
        audience_id: submission.audienceId,
        trigger_mode: submission.triggerMode,
        call_to_action_id: submission.callToActionId,
        call_to_action_sn: submission.callToActionSn,
        answers: JSON.stringify(submission.questions),
        agreements: JSON.stringify(submission.agreements),
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Whether this viewer submitted the tool before (the detail's submitFlag). */
  async hasSubmitted(appId: string, audienceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("marketing_submissions")
      .select("id")
      .where("app_id", "=", appId)
      .where("audience_id", "=", audienceId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A tool's submissions, oldest first (at most `limit`). */
  async submissions(appId: string, limit = 1000): Promise<MarketingSubmission[]> {
    const rows = await this.db
      .selectFrom("marketing_submissions")
      .selectAll()
      .where("app_id", "=", appId)
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      submissionId: String(row.id),
      marketingAppId: row.app_id,
      audienceId: row.audience_id,
      triggerMode: row.trigger_mode === "PASSIVE" ? "PASSIVE" : "ACTIVE",
      callToActionId: row.call_to_action_id,
      callToActionSn: row.call_to_action_sn,
      questions: parseJson<AnswerDTO[]>(row.answers, []),
      agreements: parseJson<Record<string, string>>(row.agreements, {}),
      createdAt: row.created_at,
    }));
  }
}
