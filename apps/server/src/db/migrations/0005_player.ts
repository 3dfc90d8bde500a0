import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Columns issue 5's player adds to `rooms`: name, type, default (JSON columns hold text). */
const ROOM_COLUMNS: readonly (readonly [string, "text" | "integer" | "varchar(64)", string | number])[] = [
  ["ad_show_flag", "integer", 0],
  ["ad_media_id", "varchar(64)", ""],
  ["video_show_flag", "integer", 0],
  ["double_playback_flag", "integer", 0],
  ["drag_playback_flag", "integer", 0],
  ["loop_playback_flag", "integer", 0],
  ["stock_empty", "integer", 0],
  ["watermark", "text", ""],
  ["player_backgrounds", "text", "{}"],
];

/**
 * The player (issue 5, decision 0018): each room's video config (ad, trailers, speed, drag, loop),
 * stock-empty switch, watermark (JSON WatermarkDTO fields, "" for none) and player backgrounds per
 * language; the room's recorded media in order (`room_medias`: trailers and menu videos); and per
 * stream its kind (a `screen` viewers watch, or the room's `board`) and protocol (`hls` or `flv`,
 * line 1 of live-play-addr). SQLite adds one column per statement, so each is its own ALTER.
 */
export const player: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, type, fallback] of ROOM_COLUMNS) {
      await db.schema
        .alterTable("rooms")
        .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    await db.schema
      .alterTable("streams")
      .addColumn("kind", "varchar(16)", (c) => c.notNull().defaultTo("screen"))
      .execute();
    await db.schema
      .alterTable("streams")
      .addColumn("protocol", "varchar(8)", (c) => c.notNull().defaultTo("hls"))
      .execute();

    await db.schema
      .createTable("room_medias")
      .addColumn("room_id", "varchar(64)", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("kind", "varchar(16)", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("media_id", "varchar(64)", (c) => c.notNull())
      .addPrimaryKeyConstraint("room_medias_pk", ["room_id", "kind", "sort_order"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("room_medias").ifExists().execute();
    await db.schema.alterTable("streams").dropColumn("protocol").execute();
    await db.schema.alterTable("streams").dropColumn("kind").execute();
    for (const [name] of [...ROOM_COLUMNS].reverse()) {
      await db.schema.alterTable("rooms").dropColumn(name).execute();
    }
  },
};
