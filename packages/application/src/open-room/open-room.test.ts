import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import type { Loadable, OpenedRoom } from "../state";
import { APP_TOKENS } from "../tokens";
import {
  InMemoryHandOverFlows,
  InMemoryTokenStore,
  RecordingNavigator,
  ScriptedApiGateway,
  createTestContainer,
  demoFixtures,
} from "../testing";
import { CLOSED_DEMO_BREAKOUT } from "../testing/fake-breakout-api";
import { Lifetime } from "../lifetime";
import type { OpenRoom } from "./open-room";

const WATCH = "/event/10001/watch/20001?lang=en";

function setup(api = new ScriptedApiGateway(), tokens: InMemoryTokenStore | null = null) {
  const tokenStore = tokens ?? new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() });
  const harness = createTestContainer({ api, tokenStore, navigator: new RecordingNavigator(WATCH) });
  const useCase = harness.container.get<OpenRoom>(APP_TOKENS.OpenRoom);
  const states: Loadable<OpenedRoom>[] = [];
  useCase.state$.subscribe((state) => states.push(state));
  return { ...harness, useCase, states };
}

describe("OpenRoom", () => {
  it.each([
    [
      "a seminar opened at /watch moves to /meeting (replace; the navigator keeps the query)",
      3,
      [{ path: "/event/10001/meeting/20001", options: { replace: true } }],
    ],
    ["a live room stays on /watch", 1, []],
  ])("%s", async (_name, roomMode, navigations) => {
    const { useCase, navigator } = setup(new ScriptedApiGateway({ getWatchInit: { ...demoFixtures.room(), roomMode } }));
    await useCase.run("10001", "20001");
    expect(navigator.navigations).toEqual(navigations);
  });

  it("without a stored token sends the viewer to the access page with the current URL", async () => {
    const { useCase, api, navigator } = setup(new ScriptedApiGateway(), new InMemoryTokenStore());
    await useCase.run("10001", "20001");
    expect(api.calls).toEqual([]);
    expect(navigator.navigations).toEqual([{ path: "/event/10001/access", options: { replace: true, state: { from: WATCH } } }]);
  });

  it("takes the external-auth hand-over this tab started from the URL (fragment code) before asking for a token", async () => {
    const nonce = "nonce-for-10001-started-0000";
    const tokenStore = new InMemoryTokenStore();
    const harness = createTestContainer({
      tokenStore,
      navigator: new RecordingNavigator(`${WATCH}&authState=${nonce}#handOverCode=code-1`),
      handOverFlows: new InMemoryHandOverFlows({ "10001": nonce }),
    });
    harness.sessionApi.handOvers.set("code-1", demoFixtures.tokenRecord());
    await harness.container.get<OpenRoom>(APP_TOKENS.OpenRoom).run("10001", "20001");
    expect(tokenStore.get("10001")).toEqual(demoFixtures.tokenRecord());
    expect(harness.navigator.navigations).toEqual([{ path: "/event/10001/watch/20001", options: { replace: true, search: "?lang=en" } }]);
    expect(harness.api.callsTo("getWatchInit")).toHaveLength(1);
  });

  it("sends a viewer whose URL carries someone else's hand-over to the access page, without it", async () => {
    const { useCase, navigator, sessionApi } = setup(new ScriptedApiGateway(), new InMemoryTokenStore());
    navigator.navigate(`${WATCH}&authState=attackers-nonce-0000#handOverCode=code-1`);
    navigator.navigations.length = 0;
    await useCase.run("10001", "20001");
    expect(sessionApi.redeemCalls).toEqual([]);
    expect(navigator.lastPath).toBe("/event/10001/access");
  });

  it("loads watch-init by room number, then the live play address by room id, and picks the default resolution", async () => {
    const { useCase, api, states, requestContext } = setup();
    await useCase.run("10001", "20001");
    expect(requestContext.eventNumber).toBe("10001");
    expect(api.callsTo("getWatchInit").map((call) => call.args)).toEqual([["e-10001", "20001"]]);
    expect(api.callsTo("getLivePlayAddress").map((call) => call.args)).toEqual([["e-10001", "r-20001"]]);
    expect(states.slice(1)).toEqual([
      { status: "loading" },
      {
        status: "ready",
        value: { room: demoFixtures.room(), stream: demoFixtures.stream(), playUrl: "http://127.0.0.1/media/live/720p.m3u8" },
      },
    ]);
  });

  it("a room that is not living has no stream and asks for none", async () => {
    const api = new ScriptedApiGateway({ getWatchInit: { ...demoFixtures.room(), liveStatus: 1 } });
    const { useCase, states } = setup(api);
    await useCase.run("10001", "20001");
    expect(api.callsTo("getLivePlayAddress")).toEqual([]);
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { stream: null, playUrl: null } });
  });

  it("a used-up trial (live-play-addr 100107) opens the room without a stream: no error to retry", async () => {
    const api = new ScriptedApiGateway({ getLivePlayAddress: new ApiFailure("body", "100107", 200, "trial ended") });
    const { useCase, states, notifier, navigator } = setup(api);
    await useCase.run("10001", "20001");
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { stream: null, playUrl: null } });
    expect(notifier.keys).toEqual([]);
    expect(navigator.navigations).toEqual([]);
  });

  it.each([
    ["unknown room (151002)", new ApiFailure("body", "151002", 200, ""), ["error.noRoomPermission"], null],
    ["live not configured (151003)", new ApiFailure("body", "151003", 200, ""), ["error.liveNotConfigured"], null],
    ["HTTP 404", new ApiFailure("http", "", 404, ""), [], "/noFound"],
    ["HTTP 403", new ApiFailure("http", "", 403, ""), [], "/noAccess"],
    ["HTTP 5xx", new ApiFailure("http", "", 502, ""), [], null],
  ])("a failure (%s) goes through the §8 catalogue", async (_name, failure, keys, path) => {
    const { useCase, notifier, navigator, states } = setup(new ScriptedApiGateway({ getWatchInit: failure }));
    await useCase.run("10001", "20001");
    expect(notifier.keys).toEqual(keys);
    expect(navigator.lastPath).toBe(path);
    expect(states.at(-1)).toEqual({ status: "error", messageKey: keys[0] ?? null });
  });

  it("a token the server rejects (100043) is dropped and the viewer re-enters through the access page", async () => {
    const { useCase, tokenStore, navigator, notifier } = setup(
      new ScriptedApiGateway({ getLivePlayAddress: new ApiFailure("body", "100043", 200, "") }),
    );
    await useCase.run("10001", "20001");
    expect(notifier.notices).toEqual([]);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([{ path: "/event/10001/access", options: { replace: true, state: { from: WATCH } } }]);
  });

  it("HTTP 401 logs out 1.5 s later", async () => {
    const { useCase, tokenStore, navigator, clock } = setup(new ScriptedApiGateway({ getWatchInit: new ApiFailure("http", "", 401, "") }));
    await useCase.run("10001", "20001");
    clock.advance(1499);
    expect(navigator.navigations).toEqual([]);
    clock.advance(1);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/access");
  });

  it("151006 goes to the landing page after 1.5 s", async () => {
    const { useCase, navigator, clock } = setup(new ScriptedApiGateway({ getWatchInit: new ApiFailure("body", "151006", 200, "") }));
    await useCase.run("10001", "20001");
    clock.advance(1500);
    expect(navigator.lastPath).toBe("/event/10001/landing");
  });

  it("only the latest of overlapping opens publishes its room: the caller aborts the earlier call's signal", async () => {
    const api = new ScriptedApiGateway({
      getWatchInit: (_eventId, roomNumber) => ({ ...demoFixtures.room(), roomNumber, liveStatus: 1 }),
    });
    const { useCase, states } = setup(api);
    const first = new Lifetime();
    const opening = useCase.run("10001", "20001", first);
    first.abort();
    await Promise.all([opening, useCase.run("10001", "20002", new Lifetime())]);
    const ready = states.filter((state) => state.status === "ready");
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ value: { room: { roomNumber: "20002" } } });
  });

  it("a call aborted while out publishes nothing and applies no failure (no notice, no navigation)", async () => {
    const { useCase, states, notifier, navigator } = setup(new ScriptedApiGateway({ getWatchInit: new ApiFailure("http", "", 404, "") }));
    const signal = new Lifetime();
    const opening = useCase.run("10001", "20001", signal);
    signal.abort();
    await opening;
    expect(states.at(-1)).toEqual({ status: "loading" });
    expect(notifier.notices).toEqual([]);
    expect(navigator.navigations).toEqual([]);
  });

  describe("a breakout room that refuses the viewer (100403, decision 0042)", () => {
    const MAIN = CLOSED_DEMO_BREAKOUT.mainRoom;
    const BREAKOUT_2 = { roomId: "r-20012", roomNumber: "20012", names: { en: "Breakout 2" } };
    const refused = () => new ScriptedApiGateway({ getWatchInit: new ApiFailure("body", "100403", 200, "") });

    it("closed: goes on to the main room (replace), without an error message", async () => {
      const { useCase, navigator, notifier, breakoutApi } = setup(refused());
      await useCase.run("10001", "20011");
      expect(breakoutApi.calls).toEqual([{ eventId: "e-10001", roomId: "20011" }]);
      expect(navigator.navigations).toEqual([{ path: `/event/10001/watch/${MAIN.roomNumber}`, options: { replace: true } }]);
      expect(notifier.keys).toEqual([]);
    });

    it("open, assigned to another breakout room: goes there", async () => {
      const { useCase, navigator, breakoutApi } = setup(refused());
      breakoutApi.answer = () => ({ ...CLOSED_DEMO_BREAKOUT, open: true, rooms: [BREAKOUT_2], assignedRoomId: BREAKOUT_2.roomId });
      await useCase.run("10001", "20011");
      expect(navigator.navigations).toEqual([{ path: "/event/10001/watch/20012", options: { replace: true } }]);
    });

    it("a 100403 of a main room (an online ban) stays the §8 error", async () => {
      const { useCase, navigator, notifier, states } = setup(refused());
      await useCase.run("10001", "20001");
      expect(navigator.navigations).toEqual([]);
      expect(notifier.keys).toEqual(["error.noAccess"]);
      expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.noAccess" });
    });
  });
});
