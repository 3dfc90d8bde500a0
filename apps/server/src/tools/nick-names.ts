import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { chatNickname } from "../services/chat-rules";

/** The shown names (as in chat) of these viewers, by id; an unknown id is missing from the map. */
export async function nickNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("audiences")
    .select(["id", "nickname", "anonymous_nickname"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, chatNickname(row)]));
}
