import { describe, expect, it } from "vitest";
import { errorLogEntry } from "./error-log-entry";

describe("errorLogEntry", () => {
  it.each([
    ["group and the engine's detail", "levelLoadError", "Network Error: levelLoadError"],
    ["the group alone without a detail", "", "Network Error"],
  ])("%s", (_case, detail, message) => {
    expect(errorLogEntry({ group: "Network Error", detail, errorId: "N-403", streamUrl: "http://h/a.m3u8", metricId: "m-1" })).toEqual({
      message,
      errorId: "N-403",
      streamUrl: "http://h/a.m3u8",
      metricId: "m-1",
    });
  });
});
