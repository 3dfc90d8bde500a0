import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Converts a Kysely parameter into a value node:sqlite can bind: booleans become 1/0, undefined
 * becomes null, Dates become epoch ms; numbers, bigints, strings, null and byte arrays pass as they are.
 */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
  if (ArrayBuffer.isView(value)) return value as NodeJS.ArrayBufferView;
  throw new TypeError(`Cannot bind a ${typeof value} parameter to SQLite`);
}

const bind = (parameters: readonly unknown[]): SQLInputValue[] => parameters.map(toSqlite);

/** Rows from node:sqlite have a null prototype; Kysely and our code expect plain objects. */
const plain = (row: unknown): unknown => (row && typeof row === "object" ? { ...row } : row);

function* iteratePlain(statement: StatementSync, parameters: readonly unknown[]): IterableIterator<unknown> {
  for (const row of statement.iterate(...bind(parameters))) yield plain(row);
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (SELECT, … RETURNING, PRAGMA) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)).map(plain),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => iteratePlain(statement, parameters),
  };
}

/** Prepared statements kept per connection (distinct SQL texts); the cache starts over when full. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Lets Kysely's `SqliteDialect` (written for better-sqlite3) drive Node's built-in `node:sqlite`
 * `DatabaseSync`, so the embedded database needs no native addon (decision 0005).
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query anew; parsing the SQL was a tenth of a personal brief's CPU time.
  // Statements are reused per SQL text (Kysely runs one query at a time on this connection).
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = adaptStatement(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => {
      statements.clear();
      if (database.isOpen) database.close();
    },
  };
}
