import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

/**
 * A fresh PostgreSQL database beside the one `url` names (`<name>_<suffix>`, dropped and created
 * again), so a test file can run on PostgreSQL without sharing tables with another file.
 */
export async function freshPostgres(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The databases a test runs on, for `describe.each`: SQLite always, PostgreSQL too when
 * LIVEHALL_TEST_DATABASE_URL names a server (in its own database `<name>_<suffix>`). Each entry
 * is a name and a function answering the `databaseUrl` to start the server with.
 */
export function testBackends(suffix: string): [string, () => Promise<string | undefined>][] {
  const url = process.env["LIVEHALL_TEST_DATABASE_URL"];
  const backends: [string, () => Promise<string | undefined>][] = [["SQLite", () => Promise.resolve(undefined)]];
  if (url) backends.push(["PostgreSQL", () => freshPostgres(url, suffix)]);
  return backends;
}
