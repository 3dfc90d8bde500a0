import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEnvelope, AuthResultDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { ADDRESS_HOLD_MS } from "../services/ban-marks";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { audienceIdOf } from "../testing/viewers";
import { testBackends } from "../testing/test-database";

const ADMIN_TOKEN = "ban-evasion-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CHAT_BAN = 1;
const ONLINE_BAN = 2;

/** One browser: the address it comes from and the cookies it keeps (none once site storage is cleared). */
interface Browser {
  readonly address: string;
  cookies: Map<string, string>;
}
const browserAt = (address: string): Browser => ({ address, cookies: new Map() });

const cookieHeader = (browser: Browser): Record<string, string> =>
  browser.cookies.size === 0 ? {} : { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };

/** Anonymous access auth of the demo event (unlimited) from `browser`, never with a browserFingerprint. */
async function anonymousLogin(t: TestServer, browser: Browser): Promise<ApiEnvelope<AuthResultDTO>> {
  const response = await fetch(
    `${t.url}/api/sso/events/access/auth`,
    postJson(
      { tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 },
      { "x-forwarded-for": browser.address, ...cookieHeader(browser) },
    ),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    browser.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return (await response.json()) as ApiEnvelope<AuthResultDTO>;
}

const ban = (t: TestServer, audienceId: string, banType: number, banFlag = 1) =>
  t.api(`/api${ADMIN_PATHS.ban(DEMO.number, audienceId)}`, postJson({ banType, banFlag }, admin));

/** Sets a nickname and sends a chat line; answers the chat call's body code. */
async function nicknameAndChat(t: TestServer, accessToken: string, name: string): Promise<string> {
  const named = await t.api(`/api/events/${DEMO.id}/audiences`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name }),
  });
  expect(named.body.code).toBe("200");
  const sent = await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/chats`, {
    ...postJson({ content: `hello from ${name}` }),
    ...bearer(accessToken),
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
  });
  return sent.body.code;
}

/**
 * A ban of an anonymous viewer holds against a new anonymous session from the same browser (its
 * device cookie) and, with site storage cleared, from the same address for {@link ADDRESS_HOLD_MS}
 * — without any browserFingerprint. Each test comes from its own address (trusted proxy hop).
 */
describe.each(testBackends())("anonymous ban evasion (%s)", (_name, backendUrl) => {
  let t: TestServer;
  beforeAll(async () => {
    const databaseUrl = await backendUrl();
    t = await startTestServer({ adminToken: ADMIN_TOKEN, trustProxy: 1, ...(databaseUrl === undefined ? {} : { databaseUrl }) });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("chat ban: a new anonymous session from the same browser, then with storage cleared, still cannot chat (100113)", async () => {
    const browser = browserAt("198.51.100.11");
    const first = await anonymousLogin(t, browser);
    expect(await nicknameAndChat(t, first.data.accessToken, "Mallory")).toBe("200");
    expect((await ban(t, audienceIdOf(first.data.accessToken), CHAT_BAN)).body.code).toBe("200");

    const sameBrowser = await anonymousLogin(t, browser);
    expect(sameBrowser.code).toBe("200");
    expect(audienceIdOf(sameBrowser.data.accessToken)).not.toBe(audienceIdOf(first.data.accessToken));
    expect(await nicknameAndChat(t, sameBrowser.data.accessToken, "Mallory2")).toBe("100113");

    browser.cookies = new Map();
    const cleared = await anonymousLogin(t, browser);
    expect(await nicknameAndChat(t, cleared.data.accessToken, "Mallory3")).toBe("100113");

    // Another viewer behind another address is not touched.
    const other = await anonymousLogin(t, browserAt("198.51.100.12"));
    expect(await nicknameAndChat(t, other.data.accessToken, "Alice")).toBe("200");
  });

  it("online ban: a new anonymous session from the same browser or the same address without cookies is refused (100403)", async () => {
    const browser = browserAt("198.51.100.21");
    const first = await anonymousLogin(t, browser);
    expect((await ban(t, audienceIdOf(first.data.accessToken), ONLINE_BAN)).body.code).toBe("200");
    expect(await anonymousLogin(t, browser)).toMatchObject({ code: "100403", msg: "您无权限进入该会场" });
    browser.cookies = new Map();
    expect((await anonymousLogin(t, browser)).code).toBe("100403");
    expect((await anonymousLogin(t, browserAt("198.51.100.22"))).code).toBe("200");
  });

  it("shared address: a browser that already had its own cookie is not caught by the address; a cookie-less one is, until the address part ends", async () => {
    const colleague = browserAt("198.51.100.31");
    expect((await anonymousLogin(t, colleague)).code).toBe("200");
    const banned = browserAt("198.51.100.31");
    const first = await anonymousLogin(t, banned);
    await ban(t, audienceIdOf(first.data.accessToken), ONLINE_BAN);
    expect((await anonymousLogin(t, colleague)).code).toBe("200");
    expect((await anonymousLogin(t, browserAt("198.51.100.31"))).code).toBe("100403");
    t.advance(ADDRESS_HOLD_MS + 1000);
    expect((await anonymousLogin(t, browserAt("198.51.100.31"))).code).toBe("200");
    // The banned browser itself (its device cookie) stays refused for the ban's life.
    expect((await anonymousLogin(t, banned)).code).toBe("100403");
  });

  it("lifting the ban lets the browser and the address back in", async () => {
    const browser = browserAt("198.51.100.41");
    const first = await anonymousLogin(t, browser);
    const audienceId = audienceIdOf(first.data.accessToken);
    await ban(t, audienceId, CHAT_BAN);
    const inherited = await anonymousLogin(t, browser);
    await ban(t, audienceId, CHAT_BAN, 0);
    expect(await nicknameAndChat(t, inherited.data.accessToken, "Bob")).toBe("200");
    const again = await anonymousLogin(t, browserAt("198.51.100.41"));
    expect(await nicknameAndChat(t, again.data.accessToken, "Bob2")).toBe("200");
  });

  it("the device cookie is HttpOnly, SameSite=Lax and scoped to the login calls; a forged one counts as none", async () => {
    const browser = browserAt("198.51.100.51");
    const response = await fetch(
      `${t.url}/api/sso/events/access/auth`,
      postJson({ tenantId: DEMO.tenantId, virtualEventId: DEMO.id, accessType: 0 }, { "x-forwarded-for": browser.address }),
    );
    const [line = ""] = response.headers.getSetCookie();
    expect(line).toMatch(/^lh_device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/api\/sso; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const { data } = (await response.json()) as ApiEnvelope<AuthResultDTO>;
    await ban(t, audienceIdOf(data.accessToken), ONLINE_BAN);
    // A made-up device id does not dodge the address part.
    browser.cookies = new Map([["lh_device", "forged-device-id.AAAA"]]);
    expect((await anonymousLogin(t, browser)).code).toBe("100403");
  });
});
