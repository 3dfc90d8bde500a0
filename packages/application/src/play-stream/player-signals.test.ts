import { describe, expect, it } from "vitest";
import { FakePlaybackSession } from "../testing/fake-playback-engine";
import { fatalSignalOf, playOrRefuse } from "./player-signals";

describe("fatalSignalOf", () => {
  it.each([
    ["an expired address", { httpStatus: 403 }, { type: "fatalError", group: "network", httpStatus: 403 }],
    ["a stream code", { code: "2002" }, { type: "fatalError", group: "network", code: "2002" }],
    ["neither", {}, { type: "fatalError", group: "network" }],
  ])("%s", (_case, extra, signal) => {
    expect(fatalSignalOf({ type: "error", fatal: true, group: "network", detail: "levelLoadError", ...extra })).toEqual(signal);
  });
});

describe("playOrRefuse", () => {
  it("answers whether play() started, never rejects", async () => {
    const session = new FakePlaybackSession({}, { url: "http://h/a.m3u8", live: true });
    expect(await playOrRefuse(session)).toBe(true);
    session.playError = new Error("NotAllowedError");
    expect(await playOrRefuse(session)).toBe(false);
  });
});
