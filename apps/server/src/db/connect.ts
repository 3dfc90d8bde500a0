import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from "kysely";
import pg from "pg";
import { createPrivateFile, PRIVATE_FOLDER_MODE } from "../private-folder";
import { adaptNodeSqlite } from "./node-sqlite-adapter";
import type { Database } from "./schema";

export interface DatabaseOptions {
  /** Folder of the embedded SQLite file `livehall.sqlite` (created if missing). */
  readonly dataDir: string;
  /** `postgres://…` or `postgresql://…` switches to PostgreSQL; absent → embedded SQLite. */
  readonly databaseUrl?: string | undefined;
}

export interface OpenedDatabase {
  readonly db: Kysely<Database>;
  readonly kind: "sqlite" | "postgres";
}

/** PostgreSQL bigint columns hold epoch ms, well inside Number's safe range: read them as numbers. */
function pgTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  return types;
}

function sqliteDialect(dataDir: string): Dialect {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = join(dataDir, "livehall.sqlite");
  // Created 600 before SQLite opens it: its -wal and -shm files take the database file's mode.
  createPrivateFile(file);
  const database = new DatabaseSync(file);
  database.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  return new SqliteDialect({ database: adaptNodeSqlite(database) });
}

function postgresDialect(url: string): Dialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, types: pgTypes(), max: 10 }) });
}

/** True when the URL selects PostgreSQL. */
export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? "");

/**
 * Opens the server's database: embedded SQLite under `dataDir` by default (decision 0005), or
 * PostgreSQL when `databaseUrl` is a postgres URL. Call {@link migrateToLatest} before use.
 */
export function openDatabase(options: DatabaseOptions): OpenedDatabase {
  if (isPostgresUrl(options.databaseUrl)) {
    return { db: new Kysely<Database>({ dialect: postgresDialect(options.databaseUrl) }), kind: "postgres" };
  }
  return { db: new Kysely<Database>({ dialect: sqliteDialect(options.dataDir) }), kind: "sqlite" };
}
