import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LandingPageDTO } from "@livehall/wire";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe("the landing answers carry share settings, validate configs and access prompts (§3, decision 0046)", () => {
  it.each(["landing-page", "landing-page-simple"])("%s of the password event: all four languages, both devices", async (path) => {
    const { status, body } = await t.api<LandingPageDTO>(`/api/events/${path}?virtualEventNumber=10004`);
    expect(status).toBe(200);
    expect(body.data.share).toMatchObject({ shareFlag: 1, sharePlatform: [1, 1, 1, 1], sharerId: "" });
    expect(body.data.pcValidateConfigLanguages?.map((c) => c.languageType)).toEqual(["zh-Hans", "zh-Hant", "en", "ar"]);
    expect(body.data.mobileValidateConfigLanguages?.find((c) => c.languageType === "en")).toMatchObject({
      validateTitle: "Entry by password",
      validateDesc: "Enter the event password to watch on your phone (demo: livehall).",
      validateBackgroundUrl: "",
    });
    // The same prompts as the access config (the gate), in the event's language order.
    const access = await t.api<{ accessConfigLanguages: unknown }>(`/api/events/enable-access-config?virtualEventNumber=10004`);
    expect(body.data.accessConfigLanguages).toEqual(access.body.data.accessConfigLanguages);
    expect(body.data.accessConfigLanguages?.map((p) => p.languageType)).toEqual(["zh-Hans", "en", "zh-Hant", "ar"]);
  });

  it("the demo event shares on weibo and wechat and has no validate configs or prompts", async () => {
    const { body } = await t.api<LandingPageDTO>(`/api/events/landing-page?virtualEventNumber=${DEMO.number}`);
    expect(body.data.share).toMatchObject({ shareFlag: 1, sharePlatform: [1, 1, 0, 0] });
    expect(body.data.pcValidateConfigLanguages).toEqual([]);
    expect(body.data.mobileValidateConfigLanguages).toEqual([]);
    expect(body.data.accessConfigLanguages).toEqual([]);
  });

  it("an event without a landing block offers no share", async () => {
    const { body } = await t.api<LandingPageDTO>(`/api/events/landing-page?virtualEventNumber=10005`);
    expect(body.data.share).toEqual({
      shareFlag: 0,
      sharePlatform: [0, 0, 0, 0],
      shareCoverUrl: "",
      shareTitle: "",
      shareDesc: "",
      sharerId: "",
    });
  });
});
