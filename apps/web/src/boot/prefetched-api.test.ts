import { describe, expect, it } from "vitest";
import { ScriptedApiGateway, ScriptedMediaApi, demoFixtures, mediaFixtures } from "@livehall/application/testing";
import type { PrefetchedAnswers } from "@livehall/application/boot";
import { PrefetchedApiGateway, PrefetchedMediaApi } from "./prefetched-api";

const EVENT_ID = demoFixtures.brief().event.eventId;
const ROOM_ID = demoFixtures.room().roomId;
const BOOT_URL = "http://127.0.0.1/media/live/boot.m3u8";

function answers(): PrefetchedAnswers {
  const stream = demoFixtures.stream();
  return {
    eventNumber: "10001",
    roomNumber: "20001",
    brief: Promise.resolve(demoFixtures.brief()),
    room: Promise.resolve(demoFixtures.room()),
    address: Promise.resolve({
      ...stream,
      lines: [{ ...stream.lines[0]!, resolutions: [{ url: BOOT_URL, name: "720p", isDefault: true }] }],
    }),
    media: Promise.resolve(mediaFixtures.plainRoomMedia()),
  };
}

describe("PrefetchedApiGateway (the app's first calls get the boot path's answers)", () => {
  it("serves the brief and watch-init once, then asks the server", async () => {
    const inner = new ScriptedApiGateway();
    const gateway = new PrefetchedApiGateway(inner, answers(), () => false);
    await gateway.getPersonalBrief("10001");
    await gateway.getWatchInit(EVENT_ID, "20001");
    expect(inner.calls).toEqual([]);
    await gateway.getPersonalBrief("10001");
    await gateway.getWatchInit(EVENT_ID, "20001");
    expect(inner.calls.map((call) => call.method)).toEqual(["getPersonalBrief", "getWatchInit"]);
  });

  it("serves the live address while the boot playback is offered (room opener and play flow read the same signed address), then once more at most", async () => {
    const inner = new ScriptedApiGateway();
    let offered = true;
    const gateway = new PrefetchedApiGateway(inner, answers(), () => offered);
    const first = await gateway.getLivePlayAddress(EVENT_ID, ROOM_ID);
    const second = await gateway.getLivePlayAddress(EVENT_ID, ROOM_ID);
    expect([first, second].map((address) => address.lines[0]?.resolutions[0]?.url)).toEqual([BOOT_URL, BOOT_URL]);
    offered = false;
    await gateway.getLivePlayAddress(EVENT_ID, ROOM_ID);
    expect(inner.callsTo("getLivePlayAddress")).toHaveLength(1);
  });

  it.each([
    ["another event", () => (g: PrefetchedApiGateway) => g.getPersonalBrief("10002"), "getPersonalBrief"],
    ["another room", () => (g: PrefetchedApiGateway) => g.getWatchInit(EVENT_ID, "20002"), "getWatchInit"],
    ["another room id", () => (g: PrefetchedApiGateway) => g.getLivePlayAddress(EVENT_ID, "r-other"), "getLivePlayAddress"],
  ] as const)("asks the server for %s", async (_case, call, method) => {
    const inner = new ScriptedApiGateway();
    await call()(new PrefetchedApiGateway(inner, answers(), () => true));
    expect(inner.callsTo(method)).toHaveLength(1);
  });

  it("hands a failed boot answer on as it is", async () => {
    const failure = new Error("403");
    const gateway = new PrefetchedApiGateway(new ScriptedApiGateway(), { ...answers(), brief: Promise.reject(failure) }, () => false);
    await expect(gateway.getPersonalBrief("10001")).rejects.toBe(failure);
  });
});

describe("PrefetchedMediaApi", () => {
  it("serves watch-medias of the room once", async () => {
    const inner = new ScriptedMediaApi();
    const media = new PrefetchedMediaApi(inner, answers());
    await media.getWatchMedias(EVENT_ID, ROOM_ID);
    expect(inner.callsTo("getWatchMedias")).toEqual([]);
    await media.getWatchMedias(EVENT_ID, ROOM_ID);
    expect(inner.callsTo("getWatchMedias")).toHaveLength(1);
  });
});
