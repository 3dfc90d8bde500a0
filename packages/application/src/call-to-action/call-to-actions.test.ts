import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import type { RealtimeStatus } from "../realtime/ports";
import { createTestContainer, settle, testRoomContext, type TestRoomContext } from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import { MAX_TIMER_DELAY_MS, type CallToActions } from "./call-to-actions";
import { INITIAL_CALL_TO_ACTIONS, type CallToAction, type CallToActionsState } from "./services";

const ROOM = "r-20001";
const NOW = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;

const tool = (id: string, endsAt: number | null = null): CallToAction => ({
  callToActionId: id,
  callToActionSn: `sn-${id}`,
  title: id,
  buttonText: "Go",
  jumpUrlType: 2,
  jumpUrl: `https://example.com/${id}`,
  endsAt,
});
/** A CALL_TO_ACTION push of `items` (the adapter read their server times, map-room-push.test.ts). */
const pushed = (...items: CallToAction[]) => ({ kind: "callToActionsChanged", items }) as const;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function setup(
  items: readonly CallToAction[] = [],
  { status = "open", idle = false }: { status?: RealtimeStatus; idle?: boolean } = {},
) {
  const harness = createTestContainer();
  harness.realtime.setStatus(status);
  harness.callToActionApi.items = items;
  const tools = harness.container.get<CallToActions>(APP_TOKENS.CallToActions);
  const states: CallToActionsState[] = [];
  tools.state$.subscribe((state) => states.push(state));
  let room = testRoomContext({ roomId: ROOM });
  // The room scope starts the realtime session first; the tools follow its status.
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  /** Starts the tools in a room (a fresh one once the last closed). */
  const start = (next: TestRoomContext = room) => {
    room = next;
    return tools.start(next.context);
  };
  /** The room closes, the way the room scope closes it: the signal aborts, then the tools are disposed. */
  const closeRoom = () => {
    room.close();
    tools.dispose();
  };
  if (!idle) await start();
  const ids = () => (states.at(-1) ?? INITIAL_CALL_TO_ACTIONS).items.map((item) => item.callToActionId);
  return { ...harness, tools, states, ids, start, closeRoom };
}

describe("CallToActions (§4 call-to-action updates replace the tool data)", () => {
  it("loads the room's tools on start", async () => {
    const { callToActionApi, ids } = await setup([tool("a"), tool("b")]);
    expect(callToActionApi.calls).toEqual([{ eventId: "e-10001", roomId: ROOM }]);
    expect(ids()).toEqual(["a", "b"]);
  });

  it("replaces the whole list with each CALL_TO_ACTION push", async () => {
    const { realtime, ids } = await setup([tool("a"), tool("b")]);
    realtime.push(pushed(tool("c")));
    expect(ids()).toEqual(["c"]);
    realtime.push(pushed());
    expect(ids()).toEqual([]);
  });

  it("drops each tool when its end time passes, by the clock", async () => {
    const { clock, ids, states } = await setup([tool("ends-first", NOW + MINUTE), tool("never"), tool("ends-later", NOW + 2 * MINUTE)]);
    expect(ids()).toEqual(["ends-first", "never", "ends-later"]);
    clock.advance(MINUTE - 1);
    expect(ids()).toEqual(["ends-first", "never", "ends-later"]);
    clock.advance(1);
    expect(ids()).toEqual(["never", "ends-later"]);
    clock.advance(MINUTE);
    expect(ids()).toEqual(["never"]);
    expect(clock.pending).toBe(0);
    const emitted = states.length;
    clock.advance(10 * MINUTE);
    expect(states).toHaveLength(emitted);
  });

  it("never shows a tool that has already ended", async () => {
    const { ids, realtime } = await setup([tool("over", NOW - 1), tool("at-now", NOW), tool("on")]);
    expect(ids()).toEqual(["on"]);
    realtime.push(pushed(tool("past", NOW - 1000), tool("future", NOW + 1000)));
    expect(ids()).toEqual(["future"]);
  });

  it("waits in steps for an end further away than a timer can (about 24.8 days)", async () => {
    const far = NOW + MAX_TIMER_DELAY_MS + 5 * MINUTE;
    const { clock, ids } = await setup([tool("far", far)]);
    clock.advance(MAX_TIMER_DELAY_MS);
    expect(ids()).toEqual(["far"]);
    expect(clock.pending).toBe(1);
    clock.advance(5 * MINUTE);
    expect(ids()).toEqual([]);
  });

  it("a push replaces the timer of the list before it", async () => {
    const { clock, realtime, ids } = await setup([tool("a", NOW + MINUTE)]);
    realtime.push(pushed(tool("b")));
    expect(clock.pending).toBe(0);
    clock.advance(2 * MINUTE);
    expect(ids()).toEqual(["b"]);
  });

  it("drops a load answer that comes after a push (the push is newer)", async () => {
    const harness = await setup([tool("old")], { idle: true });
    const answer = deferred<undefined>();
    harness.callToActionApi.answer = async () => {
      await answer.promise;
      return [tool("old")];
    };
    const starting = harness.start();
    await settle();
    harness.realtime.push(pushed(tool("new")));
    answer.resolve(undefined);
    await starting;
    expect(harness.ids()).toEqual(["new"]);
  });

  it("loads again when the realtime connection comes back (a push may have been missed)", async () => {
    const { callToActionApi, realtime, ids } = await setup([tool("a")]);
    realtime.setStatus("reconnecting");
    callToActionApi.items = [tool("b")];
    realtime.setStatus("open");
    await settle();
    expect(callToActionApi.calls).toHaveLength(2);
    expect(ids()).toEqual(["b"]);
  });

  it("shows nothing when the load fails, and still follows pushes", async () => {
    const harness = await setup([], { idle: true });
    harness.callToActionApi.answer = () => new ApiFailure("network", "", 0, "");
    await harness.start();
    expect(harness.ids()).toEqual([]);
    harness.realtime.push(pushed(tool("a")));
    expect(harness.ids()).toEqual(["a"]);
  });

  it("closing the room forgets the tools, their timers and the pushes; a room closed during the load drops its answer", async () => {
    const { clock, realtime, ids, callToActionApi, start, closeRoom } = await setup([tool("a", NOW + MINUTE)]);
    closeRoom();
    expect(ids()).toEqual([]);
    expect(clock.pending).toBe(0);
    realtime.push(pushed(tool("b")));
    expect(ids()).toEqual([]);

    const answer = deferred<undefined>();
    callToActionApi.answer = async () => {
      await answer.promise;
      return [tool("late")];
    };
    const starting = start(testRoomContext({ roomId: ROOM }));
    await settle();
    closeRoom();
    answer.resolve(undefined);
    await starting;
    expect(ids()).toEqual([]);
  });
});
