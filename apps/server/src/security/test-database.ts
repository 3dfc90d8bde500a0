import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

/**
 * The databases a security test runs on: SQLite always, and PostgreSQL when
 * LIVEHALL_TEST_DATABASE_URL names a database server the tests may use (each file gets a database
 * of its own next to it, see {@link freshDatabase}, so files running in parallel do not collide).
 */
export const TEST_DATABASES: readonly (readonly [string, string | undefined])[] = [
  ["SQLite", undefined],
  ...(process.env["LIVEHALL_TEST_DATABASE_URL"] ? [["PostgreSQL", process.env["LIVEHALL_TEST_DATABASE_URL"]] as const] : []),
];

const withPool = async (url: string, run: (db: Kysely<unknown>) => Promise<void>): Promise<void> => {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  try {
    await run(db);
  } finally {
    await db.destroy();
  }
};

/**
 * An empty PostgreSQL database for one test file: `<database of url>_<suffix>` on the same server,
 * created when missing and emptied (public schema dropped and recreated). Undefined (SQLite) stays
 * undefined.
 */
export async function freshDatabase(url: string | undefined, suffix: string): Promise<string | undefined> {
  if (url === undefined) return undefined;
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`.replace(/[^A-Za-z0-9_]/g, "_");
  await withPool(url, async (db) => {
    const found = await sql<{ n: number }>`select 1 as n from pg_database where datname = ${name}`.execute(db);
    if (found.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(db);
  });
  target.pathname = `/${name}`;
  const fresh = target.toString();
  await withPool(fresh, async (db) => {
    await sql`drop schema public cascade; create schema public`.execute(db);
  });
  return fresh;
}
