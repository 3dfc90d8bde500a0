import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainConfigDTO, LanguageConfigsDTO, PersonalBriefDTO } from "@livehall/wire";
import { bearer, DEMO, demoTokens, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe("GET /api/watch/personal/breif", () => {
  it("describes the demo event with UTC+8 times and the server clock, and no viewer without a token", async () => {
    const before = Date.now();
    const { status, body } = await t.api<PersonalBriefDTO>(`/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "200", msg: "success" });
    expect(body.data.eventInfoBO).toMatchObject({
      virtualEventId: DEMO.id,
      virtualEventName: "Livehall 演示活动",
      startTime: "2025-01-01 09:00:00",
      virtualEventStatus: 1,
      mainVenueNumber: "20001",
      mainSeminarNumber: "20002",
      removeFlag: 0,
      audienceNicknameChangeFlag: 1,
      tryFlag: 0,
      tryDuration: 0,
      tenantId: DEMO.tenantId,
    });
    expect(body.data.liveUserBO).toBeNull();
    expect(body.data.systemTime).toBeGreaterThanOrEqual(before);
    expect(body.data.systemTime).toBeLessThanOrEqual(Date.now());
  });

  it("names the anonymous viewer when the request carries the event's token", async () => {
    const tokens = await demoTokens(t);
    const { body } = await t.api<PersonalBriefDTO>(
      `/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`,
      bearer(tokens.accessToken),
    );
    expect(body.data.liveUserBO).toMatchObject({ tenantId: DEMO.tenantId, userType: 4, nickName: "", nickNameFlag: 0 });
    expect(body.data.liveUserBO?.liveUserId).toMatch(/\S/);
    expect(body.data.liveUserBO?.anonymousNickname).toMatch(/^观众\d{4}$/);
  });

  it("ignores a forged token (no viewer, still 200)", async () => {
    const { status, body } = await t.api<PersonalBriefDTO>(
      `/api/watch/personal/breif?virtualEventNumber=${DEMO.number}`,
      bearer("abc.def"),
    );
    expect(status).toBe(200);
    expect(body.data.liveUserBO).toBeNull();
  });
});

describe("unknown event numbers answer 151001 '无效的活动'", () => {
  it.each([
    "/api/watch/personal/breif",
    "/api/watch/domain-config/breif",
    "/api/watch/events/language-configs",
    "/api/events/enable-access-config",
  ])("%s", async (path) => {
    const { status, body } = await t.api(`${path}?virtualEventNumber=99999&mainVenueNumber=20001`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: "151001", msg: "无效的活动" });
  });
});

describe("GET /api/watch/domain-config/breif", () => {
  it("derives addresses from the host the client used", async () => {
    const { body } = await t.api<DomainConfigDTO>(`/api/watch/domain-config/breif?virtualEventNumber=${DEMO.number}`);
    const host = new URL(t.url).host;
    expect(body.data).toEqual({
      loginTargetUrl: `http://${host}/event/10001/`,
      liveUrl: `http://${host}/media/live`,
      liveToolUrl: `http://${host}`,
      watchUrl: `http://${host}/event/10001/watch/`,
      goImUrl: `ws://${host}/sub`,
      loginUrl: `http://${host}/event/10001/access`,
      assistantUrl: `http://${host}`,
      xp2pAppId: "",
      cloudAppId: "",
    });
  });
});

describe("GET /api/watch/events/language-configs", () => {
  it("lists the four languages, zh-Hans first and default", async () => {
    const { body } = await t.api<LanguageConfigsDTO>(`/api/watch/events/language-configs?virtualEventNumber=${DEMO.number}`);
    expect(body.data).toEqual({
      watchOptionalLanguage: ["zh-Hans", "en", "zh-Hant", "ar"],
      followSystemLanguageFlag: 1,
      languageSwitch: 0,
      defaultLanguage: "zh-Hans",
      languageSort: ["zh-Hans", "en", "zh-Hant", "ar"],
    });
  });
});
