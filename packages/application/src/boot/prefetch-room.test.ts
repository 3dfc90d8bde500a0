import { describe, expect, it } from "vitest";
import { ApiFailure, type Room } from "@livehall/domain";
import { FakeStreamProbe, PROBE_ANSWERS, ScriptedApiGateway, ScriptedMediaApi, demoFixtures, mediaFixtures } from "../testing";
import { prefetchRoom } from "./prefetch-room";

const NO_DELAY = 2;
const COMMON_DELAY = 1;
const DEFAULT_URL = "http://127.0.0.1/media/live/720p.m3u8";
const room = (change: Partial<Room> = {}): Room => ({ ...demoFixtures.room(), liveDelay: NO_DELAY, ...change });

function ports(
  options: { room?: Room; brief?: Error; watchMedias?: Error | ReturnType<typeof mediaFixtures.roomMedia>; address?: Error } = {},
) {
  const api = new ScriptedApiGateway({
    getWatchInit: options.room ?? room(),
    ...(options.brief ? { getPersonalBrief: options.brief } : {}),
    ...(options.address ? { getLivePlayAddress: options.address } : {}),
  });
  const mediaApi = new ScriptedMediaApi(options.watchMedias ? { getWatchMedias: options.watchMedias } : {});
  const probe = new FakeStreamProbe();
  return { api, mediaApi, probe };
}

describe("prefetchRoom (the boot path's API chain)", () => {
  it("asks brief → watch-init → live-play-addr and watch-medias, and plays the live stream of a no-delay room at once", async () => {
    const p = ports();
    const prefetched = await prefetchRoom(p, "10001", "20001");
    expect(p.api.calls.map((call) => [call.method, ...call.args])).toEqual([
      ["getPersonalBrief", "10001"],
      ["getWatchInit", demoFixtures.brief().event.eventId, "20001"],
      ["getLivePlayAddress", demoFixtures.brief().event.eventId, "r-20001"],
    ]);
    expect(p.mediaApi.callsTo("getWatchMedias")).toHaveLength(1);
    expect(prefetched.play).toMatchObject({ url: DEFAULT_URL, live: true, lineIndex: 0, qualityIndex: 1, purpose: "live" });
    expect(prefetched.detected).toBeNull();
    // The answers are handed on as they came.
    await expect(prefetched.answers.room).resolves.toEqual(room());
    await expect(prefetched.answers.address).resolves.toEqual(demoFixtures.stream());
  });

  it.each([
    ["the stream answers", PROBE_ANSWERS.data, true],
    ["the stream is not there yet", PROBE_ANSWERS.notFound, false],
  ])("a common-delay room: the live request comes with the detector's first check (%s)", async (_case, answer, detected) => {
    const p = ports({ room: room({ liveDelay: COMMON_DELAY }) });
    p.probe.answer = answer;
    const prefetched = await prefetchRoom(p, "10001", "20001");
    expect(prefetched.play?.url).toBe(DEFAULT_URL);
    await expect(prefetched.detected).resolves.toBe(detected);
    expect(p.probe.calls.map((call) => call.url)).toEqual([DEFAULT_URL]);
  });

  it.each([
    ["an ad plays first", { watchMedias: mediaFixtures.roomMedia() }],
    ["the viewer's trial is used up", { watchMedias: new ApiFailure("body", "100107", 200, "") }],
    ["the stock is empty", { watchMedias: new ApiFailure("body", "150023", 200, "") }],
    ["the address call failed", { address: new ApiFailure("http", "500", 500, "") }],
  ])("starts no stream when %s (the app's play flow decides)", async (_case, options) => {
    const prefetched = await prefetchRoom(ports(options), "10001", "20001");
    expect(prefetched.play).toBeNull();
  });

  it("asks no address and no media while the room is not living", async () => {
    const p = ports({ room: room({ liveStatus: 1 }) });
    const prefetched = await prefetchRoom(p, "10001", "20001");
    expect(prefetched).toMatchObject({ play: null, detected: null });
    expect(p.api.callsTo("getLivePlayAddress")).toEqual([]);
    expect(p.mediaApi.callsTo("getWatchMedias")).toEqual([]);
    expect(prefetched.answers.address).toBeUndefined();
  });

  it("stops at a failed brief and hands the failure on (the app's own call reports it)", async () => {
    const failure = new ApiFailure("body", "100004", 200, "");
    const p = ports({ brief: failure });
    const prefetched = await prefetchRoom(p, "10001", "20001");
    expect(prefetched.play).toBeNull();
    expect(p.api.callsTo("getWatchInit")).toEqual([]);
    await expect(prefetched.answers.brief).rejects.toBe(failure);
  });
});
