import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO } from "@livehall/wire";
import { demoDefinition, eventsDirWith } from "../testing/event-files";
import { wechatPcLogin } from "../testing/login-flows";
import { REFRESH_GRACE_MS } from "./session-service";
import { bearer, DEMO, demoTokens, postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Session rules the server enforces on every authenticated call: refresh-token reuse revokes the
 * session family (100046) and the §3 duplication rules supersede older sessions (100050).
 * Events: 10001 forbids duplicate devices (the demo); 10101 forbids duplicate accounts; 10102
 * forbids nothing.
 */
let t: TestServer;
beforeAll(async () => {
  const demo = demoDefinition();
  const variant = (number: string, duplication: number[], roomPrefix: string) => ({
    ...demo,
    virtualEventNumber: number,
    virtualEventId: `event-${number}`,
    duplication,
    mainVenueNumber: `${roomPrefix}1`,
    mainSeminarNumber: `${roomPrefix}2`,
    rooms: [
      { roomNumber: `${roomPrefix}1`, roomMode: 1, names: { "zh-Hans": "直播间" } },
      { roomNumber: `${roomPrefix}2`, roomMode: 3, names: { "zh-Hans": "研讨会" } },
    ],
  });
  t = await startTestServer({
    eventsDir: eventsDirWith({ demo, account: variant("10101", [2], "401"), free: variant("10102", [], "402") }),
  });
});
afterAll(async () => {
  await t.stop();
});

const REFRESH = "/api/sso/events/audience/refresh-token";
const watch = (eventId: string, room: string, token: string) => t.api(`/api/events/${eventId}/rooms/${room}/watch-init-new`, bearer(token));
const demoWatch = (tokens: AuthResultDTO) => watch(DEMO.id, DEMO.mainRoom, tokens.accessToken);

describe("refresh-token reuse revokes the session family", () => {
  it("answers 100043 to the reuse, then 100046 to the family's access tokens and 100043 to its refresh token", async () => {
    const first = await demoTokens(t);
    const rotated = (await t.api<AuthResultDTO>(REFRESH, postJson({ refreshToken: first.refreshToken }))).body.data;
    expect((await demoWatch(rotated)).body.code).toBe("200");

    // Past the grace window (decision 0022) the old token is reuse.
    t.advance(REFRESH_GRACE_MS + 1_000);
    const reuse = await t.api(REFRESH, postJson({ refreshToken: first.refreshToken }));
    expect(reuse.body.code).toBe("100043");

    for (const token of [first, rotated]) {
      const answer = await demoWatch(token);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe("100046");
    }
    expect((await t.api(REFRESH, postJson({ refreshToken: rotated.refreshToken }))).body.code).toBe("100043");
  });

  it("leaves other viewers' sessions alone", async () => {
    const victim = await demoTokens(t);
    const bystander = await demoTokens(t);
    await t.api(REFRESH, postJson({ refreshToken: victim.refreshToken }));
    await t.api(REFRESH, postJson({ refreshToken: victim.refreshToken }));
    expect((await demoWatch(bystander)).body.code).toBe("200");
  });
});

describe("duplication: devices (event 10001)", () => {
  it("a login of the same account from another browser supersedes the first: its next call answers 100050", async () => {
    const first = await wechatPcLogin(t, DEMO.number, "Dup Device", "fp-laptop");
    expect((await demoWatch(first)).body.code).toBe("200");
    const second = await wechatPcLogin(t, DEMO.number, "Dup Device", "fp-phone");
    const superseded = await demoWatch(first);
    expect(superseded.status).toBe(200);
    expect(superseded.body.code).toBe("100050");
    expect((await t.api(REFRESH, postJson({ refreshToken: first.refreshToken }))).body.code).toBe("100050");
    expect((await demoWatch(second)).body.code).toBe("200");
  });

  it("a second login from the same browser keeps both", async () => {
    const first = await wechatPcLogin(t, DEMO.number, "Same Device", "fp-desk");
    const second = await wechatPcLogin(t, DEMO.number, "Same Device", "fp-desk");
    expect((await demoWatch(first)).body.code).toBe("200");
    expect((await demoWatch(second)).body.code).toBe("200");
  });

  it("other accounts and anonymous viewers are never duplicates", async () => {
    const other = await wechatPcLogin(t, DEMO.number, "Someone Else", "fp-a");
    const anonymous = [await demoTokens(t), await demoTokens(t)];
    await wechatPcLogin(t, DEMO.number, "Another One", "fp-b");
    for (const tokens of [other, ...anonymous]) expect((await demoWatch(tokens)).body.code).toBe("200");
  });
});

describe("duplication: account (event 10101) and none (event 10102)", () => {
  it("forbidding accounts supersedes every older session, even from the same browser", async () => {
    const first = await wechatPcLogin(t, "10101", "Dup Account", "fp-same");
    const second = await wechatPcLogin(t, "10101", "Dup Account", "fp-same");
    expect((await watch("event-10101", "4011", first.accessToken)).body.code).toBe("100050");
    expect((await watch("event-10101", "4011", second.accessToken)).body.code).toBe("200");
  });

  it("an event forbidding nothing keeps every session", async () => {
    const first = await wechatPcLogin(t, "10102", "Free", "fp-1");
    const second = await wechatPcLogin(t, "10102", "Free", "fp-2");
    expect((await watch("event-10102", "4021", first.accessToken)).body.code).toBe("200");
    expect((await watch("event-10102", "4021", second.accessToken)).body.code).toBe("200");
  });
});
