import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { inCodeMigrations } from "./migrations";
import type { Database } from "./schema";

/** Brings the schema up to date at start; throws (naming the migration) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeMigrations });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
}
