import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type AuthResultDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { ADDRESS_HOLD_MS } from "../services/ban-marks";
import { testBackends } from "../testing/test-database";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, audienceIdOf } from "../testing/viewers";

const ADMIN = { authorization: "Bearer purge-test-admin-token-0123456789-0123456789abcdef" };
const DAY = 24 * 60 * 60 * 1000;

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Runs the purge scenario against a server on the database `backendUrl` answers (undefined: SQLite). */
function purgeScenario(backendUrl: () => Promise<string | undefined>): void {
  let t: TestServer;
  beforeAll(async () => {
    const databaseUrl = await backendUrl();
    t = await startTestServer({
      adminToken: ADMIN.authorization.slice("Bearer ".length),
      limits: { purgeEveryMs: 100 },
      // The ban test's viewer comes from a documentation address through a proxy (a loopback address is never marked).
      trustProxy: 1,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  /** Whether the audience still exists, as the admin API sees it (lifting a chat ban that is not there: 200, or 404 when unknown). */
  async function exists(audienceId: string): Promise<boolean> {
    const { status } = await t.api(`${API_PREFIX}${ADMIN_PATHS.ban(DEMO.number, audienceId)}`, postJson({ banType: 1, banFlag: 0 }, ADMIN));
    if (status !== 200 && status !== 404) throw new Error(`unexpected ${status}`);
    return status === 200;
  }

  async function anonymousAuth(): Promise<AuthResultDTO> {
    const { body } = await t.api<AuthResultDTO>(
      "/api/sso/events/access/auth",
      postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 }),
    );
    return body.data;
  }

  it("removes an old anonymous audience, keeps an active one and one whose chat is stored", async () => {
    const old = await anonymousAuth();
    const chatter = await anonymousViewer(t, "Chatty");
    const sent = await t.api(
      `${API_PREFIX}/events/${DEMO.id}/rooms/${DEMO.mainRoom}/chats`,
      postJson({ content: "hello" }, chatter.headers),
    );
    expect(sent.body.code).toBe("200");

    // Twenty days later another viewer arrives; the first two never come back. Sessions end at
    // their absolute age (30 days from login), so twelve days on the first one is a day and more past it.
    t.advance(20 * DAY);
    const active = await anonymousAuth();
    t.advance(12 * DAY);

    const oldId = audienceIdOf(old.accessToken);
    for (let i = 0; i < 100 && (await exists(oldId)); i += 1) await sleep(50);
    expect(await exists(oldId)).toBe(false);
    expect(await exists(audienceIdOf(active.accessToken))).toBe(true);
    expect(await exists(chatter.audienceId)).toBe(true);
    // The active viewer's tokens still work: its session was kept.
    const again = await t.api<AuthResultDTO>(`${API_PREFIX}${API_PATHS.refreshToken}`, postJson({ refreshToken: active.refreshToken }));
    expect(again.body.code).toBe("200");
    // The chat history still names the chatter.
    const history = await t.api<{ list?: { content: string }[] }>(`${API_PREFIX}/events/${DEMO.id}/rooms/${DEMO.mainRoom}/chats`, {
      headers: refreshedHeaders(again.body.data),
    });
    expect(JSON.stringify(history.body)).toContain("hello");
  });

  it("drops a ban's address mark once its hold ended; the ban and its device mark stay", async () => {
    const response = await fetch(
      `${t.url}/api/sso/events/access/auth`,
      postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 }, { "x-forwarded-for": "203.0.113.77" }),
    );
    const banned = audienceIdOf(((await response.json()) as { data: AuthResultDTO }).data.accessToken);
    const banned200 = await t.api(`${API_PREFIX}${ADMIN_PATHS.ban(DEMO.number, banned)}`, postJson({ banType: 2, banFlag: 1 }, ADMIN));
    expect(banned200.status).toBe(200);
    const kinds = async () =>
      (await t.query<{ kind: string }>("select kind from ban_marks where origin_audience_id = ? order by kind", [banned])).map(
        (row) => row.kind,
      );
    expect(await kinds()).toEqual(["address", "device"]);

    t.advance(ADDRESS_HOLD_MS + 60_000);
    for (let i = 0; i < 100 && (await kinds()).includes("address"); i += 1) await sleep(50);
    expect(await kinds()).toEqual(["device"]);
    const bans = await t.query<{ n: number | string }>("select count(*) as n from audience_bans where audience_id = ?", [banned]);
    expect(Number(bans[0]?.n)).toBe(1);
  });
}

const refreshedHeaders = (pair: AuthResultDTO): Record<string, string> => ({ authorization: `Bearer ${pair.accessToken}` });

describe.each(testBackends())("attack: anonymous audiences pile up (purge, %s)", (_name, backendUrl) => {
  purgeScenario(backendUrl);
});
