import { PostgresAdapter, sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { inCodeMigrations } from "./migrations";
import type { Database } from "./schema";

/**
 * On PostgreSQL the schema the connection works in (its `search_path`): Kysely otherwise looks for
 * its migration tables in every schema of the database, so a second schema there (another
 * deployment or test) would be taken as already migrated.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/**
 * SQLSTATEs of a catalogue object that vanished while Kysely read it (invalid schema name,
 * undefined table, undefined column). Before migrating, Kysely's migrator lists the tables of every
 * schema of the database; another deployment or a parallel test dropping its schema at that moment
 * fails the read with one of these, although nothing of ours is wrong.
 */
const VANISHED_CATALOGUE_OBJECT: ReadonlySet<string> = new Set(["3F000", "42P01", "42703"]);
const MIGRATION_ATTEMPTS = 5;

/** Whether a migration run failed only because another schema's objects vanished mid-read. */
export function vanishedWhileReadingCatalogue(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && VANISHED_CATALOGUE_OBJECT.has(code);
}

/**
 * Brings the schema up to date at start; throws (naming the migration) when one fails. A run that
 * failed before any migration started, because another schema vanished while the migrator read the
 * catalogue, is tried again (at most {@link MIGRATION_ATTEMPTS} times, a little later each time).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({ db, provider: inCodeMigrations, ...(schema === undefined ? {} : { migrationTableSchema: schema }) });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
    if (results === undefined && attempt < MIGRATION_ATTEMPTS && vanishedWhileReadingCatalogue(error)) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
}
