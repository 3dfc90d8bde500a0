import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO, PersonalBriefDTO } from "@livehall/wire";
import { solvedCaptcha } from "../testing/login-flows";
import { bearer, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ captchaMaxNumber: 50 });
});
afterAll(async () => {
  await t.stop();
});

const LOGIN = "/dev/external-login";
const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual",
});
const query = (fields: Record<string, string>): string => `${LOGIN}?${new URLSearchParams(fields).toString()}`;
const back = (): Record<string, string> => ({
  returnUrl: "/event/10006/?roomNumber=26001",
  eventNumber: "10006",
  roomNumber: "26001",
  channelNumber: "",
});

describe("development outbox", () => {
  it("shows each code on a page that says what it is, never markup from an address; JSON filters by account", async () => {
    // Markup in an address no longer passes the strict e-mail syntax (issue 11 item 12): refused, nothing shown.
    const nasty = "<img src=x onerror=alert(1)>@evil.test".replaceAll(" ", "/");
    const refused = await t.api(
      "/api/sso/events/audience/verification-code",
      postJson({ virtualEventId: "event-10003", account: nasty, identityType: 2, codeType: 4, captcha: await solvedCaptcha(t) }),
    );
    expect(refused.body.code).toBe("100400");
    const account = "viewer+outbox@livehall.test";
    const sent = await t.api(
      "/api/sso/events/audience/verification-code",
      postJson({ virtualEventId: "event-10003", account, identityType: 2, codeType: 4, captcha: await solvedCaptcha(t) }),
    );
    expect(sent.body.code).toBe("200");

    const page = await fetch(`${t.url}/dev/outbox`);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("Development outbox — codes the server would have e-mailed or texted");
    expect(html).not.toContain("<img");
    expect(html).toContain(account);

    const json = (await (await fetch(`${t.url}/dev/outbox.json?account=${encodeURIComponent(account)}`)).json()) as {
      to: string;
      code: string;
      channel: string;
    }[];
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ to: account, channel: "email" });
    expect(html).toContain(`<code>${json[0]?.code ?? "?"}</code>`);
    expect(await (await fetch(`${t.url}/dev/outbox.json?account=nobody@livehall.test`)).json()).toEqual([]);
  });
});

describe("development external login (plays the organiser)", () => {
  it("shows a form for the event that carries the return address", async () => {
    const page = await fetch(`${t.url}${query(back())}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Livehall 外部认证活动");
    expect(html).toContain("stands in for an organiser&#39;s own login system");
    expect(html).toContain('name="returnUrl" value="/event/10006/?roomNumber=26001"');
  });

  it("signs in, then sends the viewer back to this site with a one-time code in the fragment, no token in the query", async () => {
    const answer = await fetch(`${t.url}${LOGIN}`, form({ ...back(), account: "  Dana  " }));
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get("location") ?? "");
    expect(target.origin).toBe(t.url);
    expect(target.pathname).toBe("/event/10006/");
    expect([...target.searchParams.keys()]).toEqual(["roomNumber"]);
    const code = new URLSearchParams(target.hash.slice(1)).get("handOverCode") ?? "";
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const redeemed = await t.api<AuthResultDTO>("/api/sso/events/external/redeem", postJson({ code }));
    expect(redeemed.body.code).toBe("200");
    const brief = await t.api<PersonalBriefDTO>(
      "/api/watch/personal/breif?virtualEventNumber=10006",
      bearer(redeemed.body.data.accessToken),
    );
    expect(brief.body.data.liveUserBO).toMatchObject({ userType: 3, nickName: "Dana" });
  });

  it("asks again for an empty account name", async () => {
    const answer = await fetch(`${t.url}${LOGIN}`, form({ ...back(), account: "   " }));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Enter an account name");
  });

  it("answers 151001 for an event without external auth", async () => {
    const answer = await t.api(query({ ...back(), eventNumber: "10001" }));
    expect(answer.body.code).toBe("151001");
  });

  describe.each([
    ["another site", "https://evil.test/"],
    ["a protocol-relative address", "//evil.test/"],
    ["a backslash trick", "/\\evil.test/"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["this host on another port", "http://127.0.0.1:1/event/10006/"],
    ["a relative path", "event/10006/"],
  ])("refuses to return to %s", (_case, returnUrl) => {
    it("on the form page", async () => {
      const answer = await t.api(query({ ...back(), returnUrl }));
      expect([answer.status, answer.body.code]).toEqual([400, "100112"]);
    });

    it("on sign-in, issuing no tokens", async () => {
      const answer = await fetch(`${t.url}${LOGIN}`, form({ ...back(), returnUrl, account: "eve" }));
      expect(answer.status).toBe(400);
      expect(answer.headers.get("location")).toBeNull();
      expect(((await answer.json()) as { code: string }).code).toBe("100112");
    });
  });

  it("refuses a form body on the JSON API", async () => {
    const answer = await fetch(`${t.url}/api/sso/events/external/token`, form({ assertion: "x.y" }));
    expect(answer.status).toBe(400);
  });
});

describe("with development providers off", () => {
  it("serves no /dev pages and cannot deliver codes without SMTP", async () => {
    const off = await startTestServer({ devProviders: false, captchaMaxNumber: 50 });
    try {
      // Page paths fall through to the web app (here: its build hint); nothing of the dev pages answers.
      for (const path of ["/dev/outbox", query(back())]) {
        expect(await (await fetch(`${off.url}${path}`)).text(), path).not.toMatch(/Development outbox|Organiser login/);
      }
      expect((await fetch(`${off.url}/dev/outbox.json`)).status).toBe(404);
      expect((await fetch(`${off.url}${LOGIN}`, form({ ...back(), account: "eve" }))).status).toBe(404);
      const sent = await off.api(
        "/api/sso/events/audience/verification-code",
        postJson({
          virtualEventId: "event-10005",
          account: "demo@livehall.test",
          identityType: 2,
          codeType: 5,
          captcha: await solvedCaptcha(off),
        }),
      );
      expect([sent.status, sent.body.msg]).toEqual([503, "No e-mail delivery is configured: try again later"]);
    } finally {
      await off.stop();
    }
  });
});
