import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type AuthResultDTO } from "@livehall/wire";
import { sendCode, solvedCaptcha } from "../testing/login-flows";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Issue 11 item 1 / decision 0020: no code, password or token reaches the log, and request log
 * lines carry paths without query strings. The server logs at trace (everything) into a stream the
 * test reads while viewers log in with codes, passwords and tokens.
 */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ logger: true, logLevel: "trace", logStream, captchaMaxNumber: 500 });
});
afterAll(async () => {
  await t.stop();
});

const CONSENT = {
  privacyPolicyVersion: "2025.1",
  privacyPolicyLanguageType: "zh-Hans",
  userAgreementVersion: "2025.1",
  userAgreementLanguageType: "zh-Hans",
};
const WRONG_PASSWORD = "Wr0ng-Passw0rd-Z9q7";

describe("the server log during logins", () => {
  it("holds no code, password or token and no query string", async () => {
    const secrets: string[] = [WRONG_PASSWORD, t.server.admin.token];
    // An e-mailed code and the login it buys.
    const account = "logged-viewer@example.com";
    const code = await sendCode(t, DEMO.id, account, 2);
    secrets.push(code);
    const login = await t.api<AuthResultDTO>(
      "/api/sso/events/login-code",
      postJson({ code, identityType: 2, virtualEventNumber: DEMO.number, account, captcha: await solvedCaptcha(t), ...CONSENT }),
    );
    expect(login.body.code).toBe("200");
    secrets.push(login.body.data.accessToken, login.body.data.refreshToken);
    // A wrong password, then the right one (the demo password event 10004).
    const auth = (verifyCode: string) =>
      solvedCaptcha(t).then((captcha) =>
        t.api<AuthResultDTO>(
          "/api/sso/events/access/auth",
          postJson({ tenantId: DEMO.tenantId, virtualEventId: "event-10004", accessType: 2, verifyCode, captcha }),
        ),
      );
    expect((await auth(WRONG_PASSWORD)).body.code).toBe("100102");
    const passwordLogin = await auth("livehall");
    expect(passwordLogin.body.code).toBe("200");
    secrets.push(passwordLogin.body.data.accessToken, passwordLogin.body.data.refreshToken);
    // Tokens where they do not belong: in query strings, a refresh body, a bad body, an unknown route.
    const token = login.body.data.accessToken;
    expect((await t.api(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}&accessToken=${token}`, bearer(token))).status).toBe(
      200,
    );
    const refreshed = await t.api<AuthResultDTO>(
      "/api/sso/events/audience/refresh-token",
      postJson({ refreshToken: login.body.data.refreshToken }),
    );
    expect(refreshed.body.code).toBe("200");
    secrets.push(refreshed.body.data.accessToken, refreshed.body.data.refreshToken);
    expect((await t.api("/api/sso/events/login-code", postJson({ code: 12, account: WRONG_PASSWORD }))).status).toBe(400);
    expect((await fetch(`${t.url}/api/no-such-route?token=${token}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/admin/player-logs`, bearer(t.server.admin.token))).status).toBe(200);
    // A player log whose page address carries tokens (an external-auth hand-over).
    const playerLog = await fetch(
      `${t.url}${API_PREFIX}${API_PATHS.playerLogs}`,
      postJson({
        level: "error",
        message: "network error",
        stream_url: `${t.url}/media/live/s/720p/index.m3u8?sign=abc&expires=1`,
        metric_id: "m-1",
        user_agent: "vitest",
        refer: `${t.url}/event/10006/?accessToken=${token}`,
        time: 1_700_000_000_000,
      }),
    );
    expect(playerLog.status).toBe(204);

    await new Promise((settle) => setTimeout(settle, 50));
    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain("/api/sso/events/login-code"); // it did log these requests, by path
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\?[\w%.-]+=/);
  });
});
