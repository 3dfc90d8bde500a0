import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";

let template: Promise<string> | null = null;

/**
 * The file of an SQLite database with every migration run and nothing else, made once per test
 * process. A fresh test server starts on a copy of it: running the migrations was most of a server
 * start's work (the table and index statements), and hundreds of test files each start several
 * servers. Seeding still happens at each start, on the server's own clock.
 */
export function migratedSqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-sqlite-template-"));
    process.once("exit", () => {
      rmSync(dir, { recursive: true, force: true });
    });
    const { db } = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection folds the write-ahead log into the file, so the file alone is the database.
      await db.destroy();
    }
    return join(dir, "livehall.sqlite");
  })();
  return template;
}
