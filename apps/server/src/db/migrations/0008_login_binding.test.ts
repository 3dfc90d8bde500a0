import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertBareEvent } from "../../testing/memory-db";
import { adaptNodeSqlite } from "../node-sqlite-adapter";
import type { Database } from "../schema";
import { inCodeMigrations } from "./index";

let db: Kysely<Database>;
let migrator: Migrator;
beforeEach(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(":memory:")) }) });
  migrator = new Migrator({ db, provider: inCodeMigrations });
  expect((await migrator.migrateTo("0005_player")).error).toBeUndefined();
});
afterEach(async () => {
  await db.destroy();
});

type Identity = { account?: string; wechat_open_id?: string; external_subject?: string };

async function audience(id: string, createdAt: number, identity: Identity, eventId = "event-1"): Promise<void> {
  await db
    .insertInto("audiences")
    .values({ id, event_id: eventId, user_type: 3, nickname: id, anonymous_nickname: "", created_at: createdAt, ...identity })
    .execute();
}

const identityOf = (id: string) =>
  db.selectFrom("audiences").select(["account", "wechat_open_id", "external_subject"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("migration 0008_login_binding", () => {
  it("keeps each duplicated identity on the oldest audience (the one logins chose) and frees it on the younger ones", async () => {
    await insertBareEvent(db, "event-1");
    await insertBareEvent(db, "event-2");
    await audience("b-young", 20, { account: "a@x.test", wechat_open_id: "wx-1" });
    await audience("a-old", 10, { account: "a@x.test" });
    await audience("c-tie", 10, { account: "a@x.test", external_subject: "sub-1" });
    await audience("d-wechat", 5, { wechat_open_id: "wx-1", external_subject: "sub-1" });
    await audience("e-other-event", 1, { account: "a@x.test" }, "event-2");
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await identityOf("a-old")).toEqual({ account: "a@x.test", wechat_open_id: null, external_subject: null });
    expect(await identityOf("c-tie")).toEqual({ account: null, wechat_open_id: null, external_subject: null });
    expect(await identityOf("b-young")).toEqual({ account: null, wechat_open_id: null, external_subject: null });
    expect(await identityOf("d-wechat")).toEqual({ account: null, wechat_open_id: "wx-1", external_subject: "sub-1" });
    expect(await identityOf("e-other-event")).toMatchObject({ account: "a@x.test" });
  });

  it.each([["account"], ["wechat_open_id"], ["external_subject"]] as const)(
    "then refuses a second audience of one event with the same %s",
    async (column) => {
      await insertBareEvent(db, "event-1");
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await audience("first", 1, { [column]: "same" });
      await expect(audience("second", 2, { [column]: "same" })).rejects.toThrow(/UNIQUE constraint failed/);
      await audience("no-identity-1", 3, {});
      await audience("no-identity-2", 4, {});
    },
  );
});
