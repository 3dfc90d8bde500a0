import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { AuthResultDTO } from "@livehall/wire";
import { openDatabase } from "../db/connect";
import type { Database } from "../db/schema";
import { signAssertion } from "../services/external-auth";
import { SessionService } from "../services/session-service";
import { TokenSigner } from "../services/token-signer";
import { wechatAuth, wechatMobileCode } from "../testing/login-flows";
import { testBackends } from "../testing/test-database";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";
import { audienceIdOf } from "../testing/viewers";

/**
 * Issue 11 item 14 (migration 0008): parallel first logins of one account, WeChat openId or
 * external subject create one audience, on SQLite and on PostgreSQL (the suite's two passes,
 * `testBackends`).
 */
const PARALLEL = 20;
const EXTERNAL = { number: "10006", id: "event-10006", secret: "livehall-demo-external-secret-10006" } as const;
const WECHAT_EVENT = { number: "10001", id: "event-10001" } as const;
const backends = testBackends();

describe.each(backends)("on %s: 20 parallel first logins of one identity are one audience", (_name, databaseUrl) => {
  let t: TestServer;
  let db: Kysely<Database>;
  beforeAll(async () => {
    const url = await databaseUrl();
    t = await startTestServer(url ? { databaseUrl: url } : {});
    // A second connection to the server's own database, to count its rows.
    db = openDatabase({ dataDir: t.dataDir, databaseUrl: url }).db;
  });
  afterAll(async () => {
    await db.destroy();
    await t.stop();
  });

  const audiencesWhere = async (column: "account" | "wechat_open_id" | "external_subject", value: string, eventId: string) =>
    (await db.selectFrom("audiences").select("id").where("event_id", "=", eventId).where(column, "=", value).execute()).map(
      (row) => row.id,
    );

  it("an external subject (POST external/token)", async () => {
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => {
        const assertion = signAssertion(
          { eventNumber: EXTERNAL.number, subject: "racer", iat: now, exp: now + 60_000, nonce: `race-nonce-${index}` },
          EXTERNAL.secret,
        );
        return t.api<AuthResultDTO>("/api/sso/events/external/token", postJson({ assertion }));
      }),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(PARALLEL).fill("200"));
    const ids = new Set(answers.map((answer) => audienceIdOf(answer.body.data.accessToken)));
    expect(ids.size).toBe(1);
    expect(await audiencesWhere("external_subject", "racer", EXTERNAL.id)).toEqual([...ids]);
  });

  it("a WeChat openId (POST sso/wechat/auth)", async () => {
    const returns = await Promise.all(Array.from({ length: PARALLEL }, () => wechatMobileCode(t, WECHAT_EVENT.number, "confirm", "Racer")));
    const answers = await Promise.all(returns.map((returned) => wechatAuth(t, returned)));
    expect(answers.map((answer) => answer.body.data.loginType)).toEqual(Array(PARALLEL).fill(2));
    const ids = new Set(answers.map((answer) => audienceIdOf(answer.body.data.audienceLoginBO?.accessToken ?? "")));
    expect(ids.size).toBe(1);
    const bound = await db
      .selectFrom("audiences")
      .select("id")
      .where("event_id", "=", WECHAT_EVENT.id)
      .where("nickname", "=", "Racer")
      .execute();
    expect(bound.map((row) => row.id)).toEqual([...ids]);
  });

  it("an account (the code logins' find-or-create, on the server's database)", async () => {
    // Each code works once, so 20 parallel HTTP logins of one account cannot be made; this runs
    // what every account login does after its code was accepted, 20 times at once.
    const sessions = new SessionService(db, new TokenSigner(randomBytes(32)), Date.now);
    const event = await db.selectFrom("events").selectAll().where("id", "=", WECHAT_EVENT.id).executeTakeFirstOrThrow();
    const account = "racer@livehall.test";
    const ids = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const known = await sessions.findByAccount(event.id, account);
        return known?.id ?? (await sessions.createIdAudience(event, { nickname: "", account, identityType: 2 }));
      }),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await audiencesWhere("account", account, event.id)).toEqual([ids[0]]);
  });
});
