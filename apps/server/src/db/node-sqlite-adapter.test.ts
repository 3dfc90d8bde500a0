import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { adaptNodeSqlite } from "./node-sqlite-adapter";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

interface TestDb {
  items: { id: Generated<number>; name: string; flag: number | null };
}

let db: Kysely<TestDb> | null = null;

async function openMemory(): Promise<Kysely<TestDb>> {
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(":memory:")) }) });
  await sql`create table items (id integer primary key autoincrement, name text not null, flag integer)`.execute(db);
  return db;
}

afterEach(async () => {
  await db?.destroy();
  db = null;
});

describe("Kysely over node:sqlite", () => {
  it("inserts, reports insert id and affected rows, and selects plain rows", async () => {
    const k = await openMemory();
    const inserted = await k.insertInto("items").values({ name: "a", flag: 1 }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    await k.insertInto("items").values({ name: "b", flag: null }).execute();
    const updated = await k.updateTable("items").set({ flag: 7 }).where("flag", "is", null).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    const rows = await k.selectFrom("items").selectAll().orderBy("id").execute();
    expect(rows).toEqual([
      { id: 1, name: "a", flag: 1 },
      { id: 2, name: "b", flag: 7 },
    ]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it("reads rows from INSERT … RETURNING", async () => {
    const k = await openMemory();
    const row = await k.insertInto("items").values({ name: "r", flag: 0 }).returning(["id", "name"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, name: "r" });
  });

  it.each([
    [true, 1],
    [false, 0],
    [undefined, null],
  ])("binds %j as %j", async (value, stored) => {
    const k = await openMemory();
    await sql`insert into items (name, flag) values (${"x"}, ${value})`.execute(k);
    const row = await k.selectFrom("items").select("flag").executeTakeFirstOrThrow();
    expect(row.flag).toBe(stored);
  });

  it("rolls back a failed transaction", async () => {
    const k = await openMemory();
    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ name: "lost", flag: 0 }).execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await k.selectFrom("items").selectAll().execute()).toEqual([]);
  });

  it("streams select results", async () => {
    const k = await openMemory();
    await k
      .insertInto("items")
      .values([
        { name: "s1", flag: 0 },
        { name: "s2", flag: 0 },
      ])
      .execute();
    const names: string[] = [];
    for await (const row of k.selectFrom("items").select("name").orderBy("id").stream()) names.push(row.name);
    expect(names).toEqual(["s1", "s2"]);
  });

  it("runs the server's migrations, idempotently", async () => {
    const server = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(":memory:")) }) });
    try {
      await migrateToLatest(server);
      await migrateToLatest(server);
      const tables = await server.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["events", "rooms", "streams", "audiences", "sessions"]));
    } finally {
      await server.destroy();
    }
  });
});
