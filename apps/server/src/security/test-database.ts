import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

/**
 * The databases a security test runs on: SQLite always, and PostgreSQL when
 * LIVEHALL_TEST_DATABASE_URL names a database the test may wipe (its public schema is dropped
 * first). Run one PostgreSQL test file per database at a time.
 */
export const TEST_DATABASES: readonly (readonly [string, string | undefined])[] = [
  ["SQLite", undefined],
  ...(process.env["LIVEHALL_TEST_DATABASE_URL"] ? [["PostgreSQL", process.env["LIVEHALL_TEST_DATABASE_URL"]] as const] : []),
];

/** Empties the PostgreSQL database at `url` (drops and recreates its public schema); nothing for SQLite. */
export async function wipeDatabase(url: string | undefined): Promise<void> {
  if (url === undefined) return;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  await sql`drop schema public cascade; create schema public`.execute(admin);
  await admin.destroy();
}
