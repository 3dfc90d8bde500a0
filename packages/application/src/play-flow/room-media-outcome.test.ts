import { ApiFailure } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { mediaFixtures, ScriptedMediaApi } from "../testing/scripted-media-api";
import { loadRoomMedia } from "./room-media-outcome";

describe("loadRoomMedia", () => {
  it("answers the room's media", async () => {
    const media = mediaFixtures.roomMedia();
    expect(await loadRoomMedia(new ScriptedMediaApi({ getWatchMedias: media }), "e-1", "r-1")).toEqual({ media, code: null });
  });

  it.each([
    ["an empty stock (150023) stops the flow", new ApiFailure("body", "150023", 200, "stock empty"), "stockEmpty"],
    ["a used-up trial (100107) stops the flow", new ApiFailure("body", "100107", 200, "trial over"), "trialExhausted"],
    ["another body code leaves the live stream playing", new ApiFailure("body", "151002", 200, "unknown room"), null],
    ["a network failure leaves the live stream playing", new ApiFailure("network", "", 0, "offline"), null],
    ["an error that is not an ApiFailure too", new Error("bad data"), null],
  ])("%s", async (_case, failure, code) => {
    expect(await loadRoomMedia(new ScriptedMediaApi({ getWatchMedias: failure }), "e-1", "r-1")).toEqual({ media: null, code });
  });
});
