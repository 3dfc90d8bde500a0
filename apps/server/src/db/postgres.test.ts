import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { AuthResultDTO, LivePlayAddrDTO } from "@livehall/wire";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * The PostgreSQL path, run only when LIVEHALL_TEST_DATABASE_URL names a database this test may
 * wipe (e.g. postgres://livehall@127.0.0.1:55432/livehall_test). The default suite uses SQLite.
 */
const url = process.env["LIVEHALL_TEST_DATABASE_URL"];

describe.skipIf(!url)("on PostgreSQL", () => {
  let t: TestServer;
  beforeAll(async () => {
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
    await sql`drop schema public cascade; create schema public`.execute(admin);
    await admin.destroy();
    t = await startTestServer({ databaseUrl: url ?? "" });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("migrates, seeds the demo and serves the access-to-play path", async () => {
    expect(t.server.eventNumbers).toEqual([DEMO.number]);
    const brief = await t.api(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`);
    expect(brief.body).toMatchObject({ code: "200", data: { eventInfoBO: { startTime: "2025-01-01 09:00:00", virtualEventStatus: 1 } } });
    const tokens = await demoTokens(t);
    const rotated = await t.api<AuthResultDTO>("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }));
    expect(rotated.body.code).toBe("200");
    expect((await t.api("/api/sso/events/audience/refresh-token", postJson({ refreshToken: tokens.refreshToken }))).body.code).toBe("100043");
    const play = await t.api<LivePlayAddrDTO>(`/api/events/${DEMO.id}/rooms/room-20001/live-play-addr`, bearer(rotated.body.data.accessToken));
    expect(play.body.data.playAddrs[0]?.resolutions).toHaveLength(2);
  });
});
