import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO, ExternalHandOverDTO, PersonalBriefDTO } from "@livehall/wire";
import { signAssertion } from "../services/external-auth";
import { testBackends } from "../testing/test-database";
import { bearer, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { audienceIdOf } from "../testing/viewers";

/**
 * Issue 11 item 9 (decision 0023): external auth hands the login over as a one-time code in the
 * return URL's fragment, redeemed by POST — never tokens (or the code) in a query, where logs,
 * proxies and Referer headers keep them.
 */
let t: TestServer;

const EXTERNAL = { number: "10006", id: "event-10006", secret: "livehall-demo-external-secret-10006" } as const;
const REDEEM = "/api/sso/events/external/redeem";
let nonce = 0;

/** What the organiser's server does: an assertion for `subject`, exchanged for a hand-over code. */
async function handOver(subject: string): Promise<ExternalHandOverDTO> {
  const now = Date.now();
  nonce += 1;
  const assertion = signAssertion(
    { eventNumber: EXTERNAL.number, subject, nickname: subject, iat: now, exp: now + 60_000, nonce: `hand-over-${nonce}` },
    EXTERNAL.secret,
  );
  const { body } = await t.api<ExternalHandOverDTO>("/api/sso/events/external/code", postJson({ assertion }));
  if (body.code !== "200") throw new Error(`external/code failed: ${JSON.stringify(body)}`);
  return body.data;
}

const redeem = (code: string) => t.api<AuthResultDTO>(REDEEM, postJson({ code }));

const nickNameOf = async (accessToken: string) =>
  (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${EXTERNAL.number}`, bearer(accessToken))).body.data
    .liveUserBO?.nickName;

describe.each(testBackends())("on %s", (_backend, databaseUrl) => {
  beforeAll(async () => {
    const url = await databaseUrl();
    t = await startTestServer(url ? { databaseUrl: url } : {});
  });
  afterAll(async () => {
    await t.stop();
  });

  describe("external-auth hand-over code", () => {
    it("logs the viewer in once; a replay is refused (400 100110)", async () => {
      const { code, expiration } = await handOver("once");
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiration).toBeGreaterThan(Date.now());
      const first = await redeem(code);
      expect(first.body.code).toBe("200");
      expect(await nickNameOf(first.body.data.accessToken)).toBe("once");
      const replay = await redeem(code);
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe("100110");
    });

    it("works for one of 10 parallel redeems only", async () => {
      const { code } = await handOver("parallel");
      const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(code)));
      expect(answers.filter((answer) => answer.body.code === "200")).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 400 && answer.body.code === "100110")).toHaveLength(9);
    });

    it("expires after a minute", async () => {
      const { code } = await handOver("late");
      t.advance(61_000);
      try {
        const late = await redeem(code);
        expect(late.status).toBe(400);
        expect(late.body.code).toBe("100110");
      } finally {
        t.advance(-61_000);
      }
      expect((await redeem(code)).body.code).toBe("100110");
    });

    it.each([
      ["a guessed code", "A".repeat(43)],
      ["a malformed code", "../../etc"],
      ["an access token", "eyJ.abc"],
    ])("refuses %s", async (_case, code) => {
      const { status, body } = await redeem(code);
      expect(status).toBe(400);
      expect(body.code).toBe("100110");
    });

    it("is never read from the query: a code there is refused and not consumed", async () => {
      const { code } = await handOver("query");
      const inQuery = await t.api(`${REDEEM}?code=${code}`, postJson({}));
      expect(inQuery.status).toBe(400);
      expect(inQuery.body.code).toBe("100400");
      const both = await t.api(`${REDEEM}?code=${code}`, postJson({ code }));
      expect(both.status).toBe(400);
      expect((await redeem(code)).body.code).toBe("200");
    });
  });

  describe("tokens in a URL query", () => {
    it("are never accepted in place of the Authorization header", async () => {
      const { code } = await handOver("query-token");
      const { accessToken } = (await redeem(code)).body.data;
      expect(await nickNameOf(accessToken)).toBe("query-token");
      for (const name of ["accessToken", "s", "token", "access_token"]) {
        const brief = await t.api<PersonalBriefDTO>(
          `/api/watch/personal/breif?virtualEventNumber=${EXTERNAL.number}&${name}=${accessToken}`,
        );
        expect(brief.body.data.liveUserBO).toBeNull();
        const room = await t.api(`/api/events/${EXTERNAL.id}/rooms/26001/watch-init-new?${name}=${accessToken}`);
        expect(room.status).toBe(401);
      }
    });

    it("the development organiser's round trip puts no token and no code in any URL a server receives", async () => {
      const start = `/dev/external-login?returnUrl=${encodeURIComponent("/event/10006/?authState=n0nce")}&eventNumber=10006`;
      expect((await fetch(`${t.url}${start}`)).status).toBe(200);
      const form = new URLSearchParams({ returnUrl: "/event/10006/?authState=n0nce", eventNumber: "10006", account: "Round Trip" });
      const answer = await fetch(`${t.url}/dev/external-login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        redirect: "manual",
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      const location = new URL(answer.headers.get("location") ?? "", t.url);
      // What the browser requests next: the fragment stays in the browser.
      expect(`${location.pathname}${location.search}`).toBe("/event/10006/?authState=n0nce");
      const code = new URLSearchParams(location.hash.slice(1)).get("handOverCode") ?? "";
      const tokens = (await redeem(code)).body.data;
      expect(audienceIdOf(tokens.accessToken)).toBeTruthy();
      for (const secret of [code, tokens.accessToken, tokens.refreshToken])
        expect(`${location.pathname}${location.search}`).not.toContain(secret);
    });
  });
});
