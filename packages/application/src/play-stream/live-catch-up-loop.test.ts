import { describe, expect, it } from "vitest";
import { FakePlaybackSession } from "../testing/fake-playback-engine";
import { FakeClock } from "../testing/fake-clock";
import { LIVE_CATCH_UP_TICK_MS, LiveCatchUpLoop } from "./live-catch-up-loop";

const live = { url: "http://h/live.m3u8", live: true };

describe("LiveCatchUpLoop", () => {
  it("every second while active, sets the rate the domain computes (only when it changes) and reports the latency", () => {
    const clock = new FakeClock();
    const session = new FakePlaybackSession({}, live);
    const reports: number[] = [];
    let active = true;
    new LiveCatchUpLoop(clock).start(
      session,
      3,
      () => active,
      (_catchUp, latency) => reports.push(latency),
    );
    session.latency = { latencySeconds: 5, bufferSeconds: 4 };
    clock.advance(LIVE_CATCH_UP_TICK_MS);
    clock.advance(LIVE_CATCH_UP_TICK_MS);
    expect(session.rates).toEqual([1.1]);
    expect(reports).toEqual([5, 5]);
    active = false;
    clock.advance(LIVE_CATCH_UP_TICK_MS);
    expect(reports).toHaveLength(2);
  });

  it("stop ends the ticks and starts the next session at rate 1", () => {
    const clock = new FakeClock();
    const loop = new LiveCatchUpLoop(clock);
    const first = new FakePlaybackSession({}, live);
    first.latency = { latencySeconds: 5, bufferSeconds: 4 };
    loop.start(
      first,
      3,
      () => true,
      () => undefined,
    );
    clock.advance(LIVE_CATCH_UP_TICK_MS);
    loop.stop();
    clock.advance(5 * LIVE_CATCH_UP_TICK_MS);
    expect(first.rates).toEqual([1.1]);
    const second = new FakePlaybackSession({}, live);
    second.latency = { latencySeconds: 3, bufferSeconds: 4 };
    loop.start(
      second,
      3,
      () => true,
      () => undefined,
    );
    clock.advance(LIVE_CATCH_UP_TICK_MS);
    expect(second.rates).toEqual([]);
  });
});
