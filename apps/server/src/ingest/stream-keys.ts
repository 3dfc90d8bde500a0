import { createHash, createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import type { StreamRow } from "../services/event-store";

/** The length of a stream key: 32 base64url characters, 192 bits. */
export const STREAM_KEY_LENGTH = 32;
/** What a stream key looks like; anything else is refused before the database is asked. */
const STREAM_KEY = /^[A-Za-z0-9_-]{32}$/;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * The secret keys organisers push with (decision 0067). A key is derived — HMAC of the stream id and
 * its generation under a key of the server's secret — so it is printed again on demand and never
 * stored: the database keeps the generation and the key's SHA-256, which a publish is looked up by.
 * Comparing digests means the lookup's timing says nothing about the key itself. Rotating adds one
 * to the generation, and the old key finds nothing from then on.
 */
export class StreamKeys {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Buffer,
    private readonly now: () => number,
  ) {}

  /** The stream's current key, made (generation 1) on first asking. */
  async keyOf(streamId: string): Promise<string> {
    const row = await this.row(streamId);
    if (row) return this.derive(streamId, row.generation);
    const key = this.derive(streamId, 1);
    try {
      await this.db
        .insertInto("ingest_keys")
        .values({ stream_id: streamId, generation: 1, key_hash: sha256(key), rotated_at: this.now() })
        .execute();
    } catch (error) {
      // Asked twice at once: the other call made the same generation 1, and the same key.
      if (!isUniqueViolation(error)) throw error;
    }
    return key;
  }

  /** A new key for the stream; the previous one is refused from now on. */
  async rotate(streamId: string): Promise<string> {
    await this.keyOf(streamId);
    // The generation moves in one statement; two rotations at once both answer the newest generation's key.
    await this.db
      .updateTable("ingest_keys")
      .set((eb) => ({ generation: eb("generation", "+", 1) }))
      .where("stream_id", "=", streamId)
      .execute();
    const row = await this.row(streamId);
    if (!row) throw new Error(`ingest key of ${streamId} vanished while rotating`);
    const key = this.derive(streamId, row.generation);
    await this.db
      .updateTable("ingest_keys")
      .set({ key_hash: sha256(key), rotated_at: this.now() })
      .where("stream_id", "=", streamId)
      .where("generation", "=", row.generation)
      .execute();
    return key;
  }

  /** The stream a key publishes to; undefined for a malformed, unknown or rotated key. */
  async streamOf(key: string): Promise<StreamRow | undefined> {
    if (!STREAM_KEY.test(key)) return undefined;
    return this.db
      .selectFrom("ingest_keys")
      .innerJoin("streams", "streams.id", "ingest_keys.stream_id")
      .selectAll("streams")
      .where("ingest_keys.key_hash", "=", sha256(key))
      .executeTakeFirst();
  }

  private row(streamId: string) {
    return this.db.selectFrom("ingest_keys").select(["generation"]).where("stream_id", "=", streamId).executeTakeFirst();
  }

  private derive(streamId: string, generation: number): string {
    return createHmac("sha256", this.secret).update(`${streamId}\0${generation}`).digest("base64url").slice(0, STREAM_KEY_LENGTH);
  }
}
