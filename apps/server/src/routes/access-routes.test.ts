import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessConfigDTO, AuthResultDTO, PersonalBriefDTO } from "@livehall/wire";
import { demoAndPasswordEvent } from "../testing/event-files";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent() });
});
afterAll(async () => {
  await t.stop();
});

const REFRESH = "/api/sso/events/audience/refresh-token";
const TWO_HOURS = 2 * 60 * 60 * 1000;

describe("GET /api/events/enable-access-config", () => {
  it.each([
    [DEMO.number, DEMO.mainRoom, 0],
    ["10002", "30001", 2],
  ])("event %s (main venue %s) has access type %d", async (number, venue, accessType) => {
    const { body } = await t.api<AccessConfigDTO>(`/api/events/enable-access-config?virtualEventNumber=${number}&mainVenueNumber=${venue}`);
    expect(body.code).toBe("200");
    expect(body.data).toMatchObject({ accessType, customAddress: "", defaultQuestionnaireId: "" });
  });
});

describe("POST /api/sso/events/access/auth", () => {
  it("issues an anonymous viewer's tokens for unlimited access, without any credential", async () => {
    const before = Date.now();
    const tokens = await demoTokens(t);
    expect(tokens.accessToken).not.toBe(tokens.refreshToken);
    expect(tokens.expiration).toBeGreaterThanOrEqual(before + TWO_HOURS);
    expect(tokens.expiration).toBeLessThanOrEqual(Date.now() + TWO_HOURS);
  });

  it("gives each viewer their own identity", async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const tokens = await demoTokens(t);
        const { body } = await t.api<PersonalBriefDTO>(
          `/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`,
          bearer(tokens.accessToken),
        );
        return body.data.liveUserBO?.liveUserId;
      }),
    );
    expect(new Set(ids).size).toBe(2);
  });

  it("answers 100101 (captcha) when a password event's viewer brings no credential", async () => {
    const { status, body } = await t.api(
      "/api/sso/events/access/auth",
      postJson({ tenantId: DEMO.tenantId, virtualEventId: "event-10002", accessType: 2 }),
    );
    expect(status).toBe(200);
    expect(body.code).toBe("100101");
  });

  it.each([
    ["an unknown event id", { virtualEventId: "event-nope", accessType: 0 }],
    ["another tenant", { tenantId: "t-other", virtualEventId: DEMO.id, accessType: 0 }],
  ])("answers 151001 for %s", async (_case, body) => {
    const answer = await t.api("/api/sso/events/access/auth", postJson(body));
    expect(answer.body).toEqual({ code: "151001", msg: "无效的活动" });
  });
});

describe("POST /api/sso/events/audience/refresh-token", () => {
  it("rotates: the new pair works, the old refresh token is refused afterwards (and revokes the family)", async () => {
    const first = await demoTokens(t);
    const rotated = await t.api<AuthResultDTO>(REFRESH, postJson({ refreshToken: first.refreshToken }));
    expect(rotated.body.code).toBe("200");
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.body.data.accessToken).not.toBe(first.accessToken);

    const again = await t.api<AuthResultDTO>(REFRESH, postJson({ refreshToken: rotated.body.data.refreshToken }));
    expect(again.body.code).toBe("200");
    const watch = await t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/watch-init-new`, bearer(again.body.data.accessToken));
    expect(watch.body.code).toBe("200");

    const reuse = await t.api(REFRESH, postJson({ refreshToken: first.refreshToken }));
    expect(reuse.status).toBe(200);
    expect(reuse.body.code).toBe("100043");
    // services/session-rules.test.ts covers the revoked family (100046) in detail.
    expect((await t.api(REFRESH, postJson({ refreshToken: again.body.data.refreshToken }))).body.code).toBe("100043");
  });

  it("keeps the viewer's identity across a refresh", async () => {
    const first = await demoTokens(t);
    const who = async (token: string) =>
      (await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`, bearer(token))).body.data.liveUserBO
        ?.liveUserId;
    const rotated = (await t.api<AuthResultDTO>(REFRESH, postJson({ refreshToken: first.refreshToken }))).body.data;
    expect(await who(rotated.accessToken)).toBe(await who(first.accessToken));
  });

  it.each([
    ["a forged token", "eyJ0eXAiOiJyZWZyZXNoIn0.c2lnbmF0dXJl", "100043"],
    ["junk", "not-a-token", "100043"],
  ])("refuses %s with %s", async (_case, refreshToken, code) => {
    const { status, body } = await t.api(REFRESH, postJson({ refreshToken }));
    expect(status).toBe(200);
    expect(body.code).toBe(code);
  });

  it("refuses an access token offered as a refresh token", async () => {
    const tokens = await demoTokens(t);
    expect((await t.api(REFRESH, postJson({ refreshToken: tokens.accessToken }))).body.code).toBe("100043");
  });
});

describe("refresh token expiry", () => {
  it("answers 100041 after 30 days", async () => {
    const tokens = await demoTokens(t);
    t.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect((await t.api(REFRESH, postJson({ refreshToken: tokens.refreshToken }))).body.code).toBe("100041");
    } finally {
      t.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});
