import { describe, expect, it } from "vitest";
import type { LandingApi } from "@livehall/application";
import { demoLandingPage } from "@livehall/application/testing";
import { EarlyLandingApi } from "./early-landing-api";

/** A landing API that counts its calls and answers each with its number (or fails when told to). */
function countingApi(fail = false) {
  const calls: string[] = [];
  const answer = <T>(call: string, value: T): Promise<T> => {
    calls.push(call);
    return fail ? Promise.reject(new Error(`${call} failed`)) : Promise.resolve(value);
  };
  const api: LandingApi = {
    getLandingPage: (n) => answer(`page ${n}`, { ...demoLandingPage(), name: `call ${calls.length + 1}` }),
    getThemeStyle: (n) => answer(`themeStyle ${n}`, {}),
    getFaviconUrl: (n) => answer(`favicon ${n}`, `/favicon-${calls.length + 1}.ico`),
    getSchedules: (n) => answer(`schedules ${n}`, { items: [], total: 0 }),
    getMediaUrl: (id) => answer(`media ${id}`, "/media.mp4"),
    postDurationDot: (n) => answer(`dot ${n}`, undefined),
  };
  return { api, calls };
}

describe("EarlyLandingApi", () => {
  it("asks for the page, its theme style and favicon once when prefetching; the page's first calls take those answers", async () => {
    const { api, calls } = countingApi();
    const early = new EarlyLandingApi(api);
    early.prefetch("10001", "zh-Hans");
    expect(calls).toEqual(["page 10001", "themeStyle 10001", "favicon 10001"]);
    expect((await early.getLandingPage("10001")).name).toBe("call 1");
    expect(await early.getFaviconUrl("10001")).toBe("/favicon-3.ico");
    await early.getThemeStyle("10001");
    expect(calls).toHaveLength(3);
  });

  it("asks again after the early answer was taken (a retry), and for another event", async () => {
    const { api, calls } = countingApi();
    const early = new EarlyLandingApi(api);
    early.prefetch("10001", "zh-Hans");
    await early.getLandingPage("10001");
    expect((await early.getLandingPage("10001")).name).toBe("call 4");
    await early.getLandingPage("10002");
    expect(calls.slice(3)).toEqual(["page 10001", "page 10002"]);
  });

  it("passes the agenda, the media address and the duration dots through", async () => {
    const { api, calls } = countingApi();
    const early = new EarlyLandingApi(api);
    early.prefetch("10001", "zh-Hans");
    await early.getSchedules("10001", { date: "", locationId: "", page: 1 }, 3);
    await early.getMediaUrl("m-1", "t-1");
    await early.postDurationDot("10001", 10);
    expect(calls.slice(3)).toEqual(["schedules 10001", "media m-1", "dot 10001"]);
  });

  it("hands a failed early answer to the page's call (its error state), and the retry asks again", async () => {
    const { api, calls } = countingApi(true);
    const early = new EarlyLandingApi(api);
    early.prefetch("10001", "zh-Hans");
    await expect(early.getLandingPage("10001")).rejects.toThrow("page 10001 failed");
    await expect(early.getLandingPage("10001")).rejects.toThrow("page 10001 failed");
    expect(calls.filter((call) => call.startsWith("page"))).toHaveLength(2);
  });

  it("without a prefetch is the inner API", async () => {
    const { api, calls } = countingApi();
    await new EarlyLandingApi(api).getLandingPage("10001");
    expect(calls).toEqual(["page 10001"]);
  });

  it("asks again only when the language changed: the same event in the same language keeps the early answers", async () => {
    const { api, calls } = countingApi();
    const early = new EarlyLandingApi(api);
    early.prefetch("10001", "zh-Hans");
    early.prefetch("10001", "zh-Hans");
    expect(calls).toHaveLength(3);
    early.prefetch("10001", "en");
    expect(calls).toHaveLength(6);
    expect((await early.getLandingPage("10001")).name).toBe("call 4");
    expect(calls).toHaveLength(6);
  });
});
