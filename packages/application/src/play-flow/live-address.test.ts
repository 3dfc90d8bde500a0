import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { demoFixtures } from "../testing/demo-fixtures";
import { ScriptedApiGateway } from "../testing/scripted-api-gateway";
import { fetchLiveAddress } from "./live-address";

describe("fetchLiveAddress", () => {
  it("reads a living stream: the default resolution, or the viewer's choice while the stream has it", async () => {
    const api = new ScriptedApiGateway({ getLivePlayAddress: demoFixtures.stream() });
    expect(await fetchLiveAddress(api, "e-1", "r-1", null)).toMatchObject({
      kind: "living",
      url: "http://127.0.0.1/media/live/720p.m3u8",
      lineIndex: 0,
      qualityIndex: 1,
    });
    expect(await fetchLiveAddress(api, "e-1", "r-1", { lineIndex: 0, qualityIndex: 0 })).toMatchObject({
      kind: "living",
      url: "http://127.0.0.1/media/live/360p.m3u8",
      qualityIndex: 0,
    });
    expect(api.callsTo("getLivePlayAddress")[0]?.args).toEqual(["e-1", "r-1"]);
  });

  it.each([
    ["no address listed: not living", { ...demoFixtures.stream(), lines: [] }, "notLiving"],
    ["150023: stock empty", new ApiFailure("body", "150023", 200, "stock empty"), "stockEmpty"],
    ["100107: the trial is used up (its end, not a failure)", new ApiFailure("body", "100107", 200, "trial ended"), "trialEnded"],
    ["another failure: failed (never rejects)", new ApiFailure("network", "", 0, "offline"), "failed"],
  ])("%s", async (_case, answer, kind) => {
    const api = new ScriptedApiGateway({ getLivePlayAddress: answer });
    expect((await fetchLiveAddress(api, "e-1", "r-1", null)).kind).toBe(kind);
  });
});
