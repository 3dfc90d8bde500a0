import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../../testing/api-setup";
import { FetchMarketingApi } from "./fetch-marketing-api";

function setup() {
  const { fake, http } = fakeApi();
  const saved: [Blob, string][] = [];
  return { fake, saved, api: new FetchMarketingApi(http, (blob, name) => saved.push([blob, name])) };
}

describe("FetchMarketingApi (§7 marketing calls)", () => {
  it("GETs the list", async () => {
    const { fake, api } = setup();
    fake.ok({ items: [{ marketingAppId: "a", marketingAppType: 7, marketingAppName: "QR" }] });
    expect(await api.list("e-1", "r-1")).toEqual([{ marketingAppId: "a", marketingAppType: 7, name: "QR", toolType: "CODE_ATTENTION" }]);
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/watch-marketing-app`);
  });

  it("POSTs a passive submit with §7's body", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.submit("e-1", "r-1", "f", {
      code: "123456",
      triggerMode: "PASSIVE",
      questions: [{ questionId: "q", questionType: 4, answers: [{ optionId: "o1" }] }],
      privacyPolicy: { version: "2025.1", languageType: "en" },
      callToAction: { callToActionId: "cta", callToActionSn: "sn" },
    });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/watch-marketing-app/f/submit`);
    expect(sentBody(fake)).toEqual({
      code: "123456",
      triggerMode: "PASSIVE",
      questions: [{ questionId: "q", questionType: 4, answers: [{ optionId: "o1" }] }],
      privacyPolicyVersion: "2025.1",
      privacyPolicyLanguageType: "en",
      callToActionSn: "sn",
      callToActionId: "cta",
    });
  });

  it("POSTs the tracking dot", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.trigger("e-1", "r-1", { marketingAppId: "f", triggerMode: "ACTIVE", marketingAppPrimaryType: 0 });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/buried-dots/marketing-app-trigger`);
    expect(sentBody(fake)).toEqual({
      marketingAppId: "f",
      triggerMode: "ACTIVE",
      marketingAppPrimaryType: 0,
    });
  });

  it("rejects a detail it cannot read", async () => {
    const { fake, api } = setup();
    fake.ok({ marketingAppType: 0 });
    await expect(api.detail("e-1", "r-1", "x")).rejects.toBeInstanceOf(ApiFailure);
  });

  it("downloads a file with the token and hands it to the browser to save", async () => {
    const { fake, api, saved } = setup();
    fake.text("%PDF-1.4", 200, { "content-type": "application/pdf" });
    await api.download("e-1", "r-1", "d", "brochure", "livehall-brochure.pdf");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/marketing-app/d/doc-file/brochure`);
    expect(saved.map(([, name]) => name)).toEqual(["livehall-brochure.pdf"]);
    expect(await saved[0]?.[0].text()).toBe("%PDF-1.4");
  });

  it("a refused download rejects with the envelope's code and saves nothing", async () => {
    const { fake, api, saved } = setup();
    fake.json({ code: "132703", msg: "no", data: null }, 404);
    await expect(api.download("e-1", "r-1", "d", "x", "x.pdf")).rejects.toMatchObject({ code: "132703", status: 404 });
    expect(saved).toEqual([]);
  });
});
