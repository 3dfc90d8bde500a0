import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The stream keys of pushed streams (decision 0067). A key is derived from the server's secret, the
 * stream and its generation, so it is never stored: a row keeps the generation (a rotation adds one)
 * and the SHA-256 of the current key, by which a publish finds its stream.
 */
export const ingestKeys: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("ingest_keys")
      .addColumn("stream_id", "text", (c) => c.primaryKey().references("streams.id").onDelete("cascade"))
      .addColumn("generation", "integer", (c) => c.notNull())
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      .addColumn("rotated_at", "bigint", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("ingest_keys").execute();
  },
};
