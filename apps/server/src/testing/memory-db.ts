import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect, type Insertable } from "kysely";
import { adaptNodeSqlite } from "../db/node-sqlite-adapter";
import { migrateToLatest } from "../db/migrate";
import type { Database, EventsTable } from "../db/schema";

/** A migrated in-memory SQLite database for service tests (destroy it after). */
export async function memoryDatabase(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(":memory:")) }) });
  await migrateToLatest(db);
  return db;
}

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2025, 5, 1)): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

/** Inserts a bare event (unlimited access, defaults for the rest) so rows may reference it. */
export async function insertBareEvent(db: Kysely<Database>, id: string, changes: Partial<Insertable<EventsTable>> = {}): Promise<void> {
  await db
    .insertInto("events")
    .values({
      id,
      event_number: id.replace(/\D/g, "") || id,
      name: `Event ${id}`,
      tenant_id: "t-test",
      start_at: 0,
      end_at: Date.UTC(2099, 0, 1),
      access_type: 0,
      logo_url: "",
      cover_url: "",
      try_flag: 0,
      try_duration: 0,
      remove_flag: 0,
      main_venue_number: "1",
      main_seminar_number: "1",
      optional_languages: '["zh-Hans"]',
      default_language: "zh-Hans",
      follow_system_language: 1,
      language_switch_closed: 0,
      created_at: 0,
      ...changes,
    })
    .execute();
}
