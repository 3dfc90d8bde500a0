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

/** Brings the schema up to date at start; throws (naming the migration) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({ db, provider: inCodeMigrations, ...(schema === undefined ? {} : { migrationTableSchema: schema }) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
}
