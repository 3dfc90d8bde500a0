import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { inCodeMigrations } from "../db/migrations";

/**
 * Which database the integration suite runs on: `LIVEHALL_TEST_DB=postgres` puts every test server
 * on PostgreSQL (LIVEHALL_TEST_DATABASE_URL, which `npm test` points at its throwaway cluster);
 * unset → embedded SQLite. In CI a requested but unreachable PostgreSQL fails the test, never skips.
 */
export const testDatabaseKind = (): "sqlite" | "postgres" => (process.env["LIVEHALL_TEST_DB"] === "postgres" ? "postgres" : "sqlite");

/** The PostgreSQL URL the tests may use (schemas are created in it and dropped again). */
export function testPostgresUrl(): string {
  const url = process.env["LIVEHALL_TEST_DATABASE_URL"];
  if (!url) throw new Error("LIVEHALL_TEST_DB=postgres needs LIVEHALL_TEST_DATABASE_URL (postgres://…)");
  return url;
}

/** Schemas tied to a data folder (kept across restarts); {@link dropKeptTestSchemas} removes them. */
const keptSchemas = new Set<string>();

/**
 * Fresh schemas a stopped test server gave back, every migration run and every table emptied: the
 * next test server of this file starts on one instead of creating a schema and running every
 * migration again (most of a PostgreSQL test server's start).
 */
const reusableSchemas: string[] = [];

/** Drops the schemas kept for data folders and the reusable ones; vitest.setup-server.ts calls it after each test file. */
export async function dropKeptTestSchemas(): Promise<void> {
  if (keptSchemas.size === 0 && reusableSchemas.length === 0) return;
  const names = [...keptSchemas, ...reusableSchemas.splice(0)];
  keptSchemas.clear();
  await withClient(testPostgresUrl(), async (client) => {
    for (const name of names) await client.query(`drop schema if exists ${name} cascade`);
  });
}

/** A schema of its own for one test server, reached through the URL's `search_path`. */
export interface TestSchema {
  readonly databaseUrl: string;
  /** Drops the schema with everything in it. */
  drop(): Promise<void>;
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates (if missing) a schema for a test server and returns a URL whose connections use it.
 * `key` names it: the same data folder gets the same schema, so a second server on that folder is
 * a restart on the same data; without a key the schema is fresh.
 */
export async function createTestSchema(key?: string): Promise<TestSchema> {
  const base = testPostgresUrl();
  const reused = key === undefined ? reusableSchemas.pop() : undefined;
  const suffix = key === undefined ? randomBytes(8).toString("hex") : createHash("sha256").update(key).digest("hex").slice(0, 16);
  const schema = reused ?? `livehall_${suffix}`;
  if (reused === undefined) {
    await withClient(base, async (client) => {
      await client.query(`create schema if not exists ${schema}`);
    });
  }
  if (key !== undefined) keptSchemas.add(schema);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    drop: () =>
      withClient(base, async (client) => {
        if (key === undefined && (await emptiedForReuse(client, schema))) reusableSchemas.push(schema);
        else await client.query(`drop schema if exists ${schema} cascade`);
      }),
  };
}

/**
 * Empties a stopped test server's schema for the next one, when it holds exactly what a fresh
 * schema would after migrating (every migration recorded: a test that stopped halfway is dropped
 * instead). The migrations create tables and insert nothing, so emptying every table but the
 * migration records gives back a freshly migrated schema.
 */
async function emptiedForReuse(client: pg.Client, schema: string): Promise<boolean> {
  const tables = (await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = $1", [schema])).rows.map(
    (row) => row.tablename,
  );
  if (!tables.includes("kysely_migration")) return false;
  const recorded = await client.query<{ n: number }>(`select count(*)::int as n from ${schema}.kysely_migration`);
  const expected = Object.keys(await inCodeMigrations.getMigrations()).length;
  if (recorded.rows[0]?.n !== expected) return false;
  const data = tables.filter((table) => !table.startsWith("kysely_migration"));
  if (data.length > 0)
    await client.query(`truncate table ${data.map((table) => `${schema}."${table}"`).join(", ")} restart identity cascade`);
  return true;
}

/**
 * Reads rows straight from a test server's database, SQLite file or PostgreSQL alike, for tests
 * that check what was stored. `text` uses `?` placeholders (turned into `$1…` on PostgreSQL).
 */
export async function queryTestDatabase<T>(
  where: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  text: string,
  params: readonly (string | number)[] = [],
): Promise<T[]> {
  if (where.databaseUrl !== undefined) {
    let n = 0;
    const numbered = text.replace(/\?/g, () => `$${++n}`);
    let rows: T[] = [];
    await withClient(where.databaseUrl, async (client) => {
      rows = (await client.query(numbered, [...params])).rows as T[];
    });
    return rows;
  }
  const file = new DatabaseSync(join(where.dataDir, "livehall.sqlite"), { readOnly: true });
  try {
    return file.prepare(text).all(...params) as T[];
  } finally {
    file.close();
  }
}

/**
 * Why the PostgreSQL-only tests skip (no LIVEHALL_TEST_DATABASE_URL), or null when they can run.
 * In CI (CI=true) a missing PostgreSQL is a failure: importing this throws.
 */
export const postgresSkipReason: string | null = ((): string | null => {
  if (process.env["LIVEHALL_TEST_DATABASE_URL"]) return null;
  if (process.env["CI"] === "true")
    throw new Error("CI=true: PostgreSQL tests need LIVEHALL_TEST_DATABASE_URL (npm test starts a cluster)");
  return "LIVEHALL_TEST_DATABASE_URL is not set (npm test starts a throwaway PostgreSQL cluster)";
})();

/**
 * For test files that start their own servers inside `describe.each`: the database of this pass of
 * the suite (`LIVEHALL_TEST_DB`), so `npm test` runs each such file once on SQLite and once on
 * PostgreSQL. The function answers the `databaseUrl` to start a server with: undefined for the
 * embedded SQLite, a fresh schema (dropped after the file) on PostgreSQL.
 */
export function testBackends(): [string, () => Promise<string | undefined>][] {
  if (testDatabaseKind() === "postgres") {
    return [["PostgreSQL", async () => (await createTestSchema(`backend-${randomBytes(8).toString("hex")}`)).databaseUrl]];
  }
  return [["SQLite", () => Promise.resolve(undefined)]];
}
