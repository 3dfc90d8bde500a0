import { ApiFailure } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import type { Loadable, OpenedRoom } from "../state";
import { demoFixtures } from "../testing/demo-fixtures";
import { ScriptedApiGateway } from "../testing/scripted-api-gateway";
import { OpenedRoomLookup } from "./opened-room-lookup";

const opened = (): OpenedRoom => ({ room: { ...demoFixtures.room(), roomId: "r-1", roomNumber: "20001" }, stream: null, playUrl: null });

describe("OpenedRoomLookup", () => {
  it.each([
    ["the room id", "r-1"],
    ["the room number", "20001"],
  ])("answers the room the page opened when asked by %s, without a second watch-init", async (_case, asked) => {
    const api = new ScriptedApiGateway();
    const lookup = new OpenedRoomLookup(api, { state$: new BehaviorSubject<Loadable<OpenedRoom>>({ status: "ready", value: opened() }) });
    expect((await lookup.room("e-1", asked))?.roomId).toBe("r-1");
    expect(api.callsTo("getWatchInit")).toHaveLength(0);
  });

  it("asks watch-init for another room, or when the page has not opened one", async () => {
    const api = new ScriptedApiGateway();
    const state$ = new BehaviorSubject<Loadable<OpenedRoom>>({ status: "loading" });
    const lookup = new OpenedRoomLookup(api, { state$ });
    await lookup.room("e-1", "20001");
    state$.next({ status: "ready", value: opened() });
    await lookup.room("e-1", "20002");
    expect(api.callsTo("getWatchInit").map((call) => call.args)).toEqual([
      ["e-1", "20001"],
      ["e-1", "20002"],
    ]);
  });

  it("answers null when watch-init fails", async () => {
    const api = new ScriptedApiGateway({ getWatchInit: new ApiFailure("body", "151002", 200, "Unknown room") });
    expect(await new OpenedRoomLookup(api, undefined).room("e-1", "x")).toBeNull();
  });
});
