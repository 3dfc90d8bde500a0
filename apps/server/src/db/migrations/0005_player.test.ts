import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EventStore } from "../../services/event-store";
import { insertBareEvent } from "../../testing/memory-db";
import { adaptNodeSqlite } from "../node-sqlite-adapter";
import type { Database } from "../schema";
import { inCodeMigrations } from "./index";

let db: Kysely<Database>;
let migrator: Migrator;
beforeEach(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(":memory:")) }) });
  migrator = new Migrator({ db, provider: inCodeMigrations });
  expect((await migrator.migrateTo("0004_chat")).error).toBeUndefined();
});
afterEach(async () => {
  await db.destroy();
});

/** A room and two screens stored before 0005 (the columns it adds do not exist yet). */
async function insertOldRows(): Promise<void> {
  await insertBareEvent(db, "event-1");
  await db
    .insertInto("rooms")
    .values({
      id: "room-1",
      event_id: "event-1",
      room_number: "1",
      room_mode: 1,
      live_scene: 2,
      live_mode: 6,
      live_delay: 1,
      layout_flag: 3,
      names: "{}",
      sort_order: 0,
    })
    .execute();
  const stream = { room_id: "room-1", push_status: 2, media_source: "demo" };
  await db
    .insertInto("streams")
    .values({ ...stream, id: "s-2", screen_id: "screen-2", main_screen_flag: 0, sort_order: 0 })
    .execute();
  await db
    .insertInto("streams")
    .values({ ...stream, id: "s-1", screen_id: "screen-1", main_screen_flag: 1, sort_order: 1 })
    .execute();
}

describe("migration 0005_player", () => {
  it("keeps rooms and streams stored before it working, with everything switched off", async () => {
    await insertOldRows();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const room = await db.selectFrom("rooms").selectAll().where("id", "=", "room-1").executeTakeFirstOrThrow();
    expect(room).toMatchObject({
      ad_show_flag: 0,
      ad_media_id: "",
      video_show_flag: 0,
      double_playback_flag: 0,
      drag_playback_flag: 0,
      loop_playback_flag: 0,
      stock_empty: 0,
      watermark: "",
      player_backgrounds: "{}",
    });
    const events = new EventStore(db);
    const screens = await events.streamsOf("room-1");
    expect(screens.map((row) => [row.id, row.kind, row.protocol])).toEqual([
      ["s-1", "screen", "hls"],
      ["s-2", "screen", "hls"],
    ]);
    expect(await events.boardOf("room-1")).toBeUndefined();
    expect(await events.roomMedias("room-1", "trailer")).toEqual([]);
  });

  it("lists the board apart from the screens, and room medias in order per kind", async () => {
    await insertOldRows();
    await migrator.migrateToLatest();
    await db
      .insertInto("streams")
      .values({
        id: "b-1",
        room_id: "room-1",
        screen_id: "board",
        main_screen_flag: 1,
        push_status: 2,
        media_source: "board",
        sort_order: 0,
        kind: "board",
      })
      .execute();
    await db
      .insertInto("room_medias")
      .values([
        { room_id: "room-1", kind: "trailer", sort_order: 1, media_id: "t-b" },
        { room_id: "room-1", kind: "trailer", sort_order: 0, media_id: "t-a" },
        { room_id: "room-1", kind: "menu", sort_order: 0, media_id: "m-a" },
      ])
      .execute();
    const events = new EventStore(db);
    expect((await events.streamsOf("room-1")).map((row) => row.id)).toEqual(["s-1", "s-2"]);
    expect((await events.boardOf("room-1"))?.id).toBe("b-1");
    expect(await events.roomMedias("room-1", "trailer")).toEqual(["t-a", "t-b"]);
    expect(await events.roomMedias("room-1", "menu")).toEqual(["m-a"]);
    // Deleting the room deletes its medias (foreign key, cascade).
    await db.deleteFrom("streams").execute();
    await db.deleteFrom("rooms").where("id", "=", "room-1").execute();
    expect(await db.selectFrom("room_medias").selectAll().execute()).toEqual([]);
  });

  it("migrates down to 0004 and up again", async () => {
    await migrator.migrateToLatest();
    expect((await migrator.migrateTo("0004_chat")).error).toBeUndefined();
    await insertOldRows();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await new EventStore(db).streamsOf("room-1")).length).toBe(2);
  });
});
