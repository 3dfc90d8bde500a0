import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO } from "@livehall/wire";
import { REFRESH_GRACE_MS, SESSION_MAX_AGE_MS } from "../services/session-service";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { testBackends } from "../testing/test-database";

const REFRESH = "/api/sso/events/audience/refresh-token";
const LOGOUT = "/api/sso/events/audience/logout";
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 11 items 5 and 14: refresh races (two tabs, a retry after a lost answer) must not log the
 * viewer out; real reuse after the grace window still revokes the family; server-side logout and
 * an absolute session age end a session for good.
 */
describe.each(testBackends())("session refresh and logout attacks (%s)", (_name, backendUrl) => {
  let t: TestServer;
  beforeAll(async () => {
    const databaseUrl = await backendUrl();
    t = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl });
  });
  afterAll(async () => {
    await t.stop();
  });

  const refresh = (refreshToken: string) => t.api<AuthResultDTO>(REFRESH, postJson({ refreshToken }));
  const personal = async (accessToken: string): Promise<string> =>
    (await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(accessToken))).body.code;

  it("five concurrent refreshes of one token all get the same successor pair and the session survives", async () => {
    const tokens = await demoTokens(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(tokens.refreshToken)));
    expect(answers.map((answer) => answer.body.code)).toEqual(["200", "200", "200", "200", "200"]);
    const pairs = new Set(answers.map((answer) => JSON.stringify(answer.body.data)));
    expect(pairs.size).toBe(1);
    const successor = answers[0]?.body.data;
    if (!successor) throw new Error("no pair");
    expect(successor.refreshToken).not.toBe(tokens.refreshToken);
    expect(await personal(successor.accessToken)).toBe("200");
    const next = await refresh(successor.refreshToken);
    expect(next.body.code).toBe("200");
    expect(await personal(next.body.data.accessToken)).toBe("200");
  });

  it("a retry of the old token within the grace window gets the same pair again", async () => {
    const tokens = await demoTokens(t);
    const first = await refresh(tokens.refreshToken);
    t.advance(REFRESH_GRACE_MS - 1_000);
    const retry = await refresh(tokens.refreshToken);
    expect(retry.body).toEqual(first.body);
    expect(await personal(first.body.data.accessToken)).toBe("200");
  });

  it("the old token used after the grace window is reuse: the family is revoked", async () => {
    const tokens = await demoTokens(t);
    const first = await refresh(tokens.refreshToken);
    expect(first.body.code).toBe("200");
    t.advance(REFRESH_GRACE_MS + 1_000);
    expect((await refresh(tokens.refreshToken)).body.code).toBe("100043");
    expect(await personal(first.body.data.accessToken)).toBe("100046");
    expect((await refresh(first.body.data.refreshToken)).body.code).toBe("100043");
  });

  it("a token two rotations back is reuse even within the window", async () => {
    const tokens = await demoTokens(t);
    const first = await refresh(tokens.refreshToken);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.body.code).toBe("200");
    expect((await refresh(tokens.refreshToken)).body.code).toBe("100043");
    expect(await personal(second.body.data.accessToken)).toBe("100046");
  });

  it("logout revokes the session: its refresh and access tokens are refused afterwards", async () => {
    const tokens = await demoTokens(t);
    const logout = await t.api(LOGOUT, postJson({ refreshToken: tokens.refreshToken }));
    expect(logout.body).toEqual({ code: "200", msg: "success", data: null });
    expect((await refresh(tokens.refreshToken)).body.code).toBe("100043");
    expect(await personal(tokens.accessToken)).toBe("100046");
  });

  it.each([
    ["a forged token", "not.a-token"],
    ["garbage", "x"],
  ])("logout with %s answers alike and changes nothing", async (_case, refreshToken) => {
    const tokens = await demoTokens(t);
    expect((await t.api(LOGOUT, postJson({ refreshToken }))).body).toEqual({ code: "200", msg: "success", data: null });
    expect(await personal(tokens.accessToken)).toBe("200");
  });

  it("logout without a token is a 4xx envelope, not a crash", async () => {
    const { status, body } = await t.api(LOGOUT, postJson({}));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.code).not.toBe("200");
  });

  it("a session refreshed regularly still ends at its absolute age", async () => {
    const tokens = await demoTokens(t);
    t.advance(20 * DAY);
    const middle = await refresh(tokens.refreshToken);
    expect(middle.body.code).toBe("200");
    t.advance(SESSION_MAX_AGE_MS - 20 * DAY + 60_000);
    expect((await refresh(middle.body.data.refreshToken)).body.code).toBe("100041");
  });
});
