import type { Kysely } from "kysely";

/**
 * Runs `work` in a new transaction of `db`, or on `db` itself when it already is one (Kysely starts
 * no transaction inside another): a store's several writes stay one unit when a caller — the seed —
 * runs many stores in one transaction of its own.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
