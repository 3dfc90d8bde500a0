import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing";
import { ThrottledState } from "./throttled-state";

function setup() {
  const clock = new FakeClock(0);
  const state = new ThrottledState(0, clock, 1000);
  const seen: [number, number][] = [];
  state.value$.subscribe((value) => seen.push([clock.now(), value]));
  return { clock, state, seen };
}

describe("ThrottledState (at most one value per gap)", () => {
  it("publishes at once when the gap has passed, holds the latest value otherwise", () => {
    const { clock, state, seen } = setup();
    state.offer(1);
    clock.advance(300);
    state.offer(2);
    state.offer(3);
    expect(state.latest).toBe(3);
    clock.advance(699);
    expect(seen).toEqual([
      [0, 0],
      [0, 1],
    ]);
    clock.advance(1);
    expect(seen).toEqual([
      [0, 0],
      [0, 1],
      [1000, 3],
    ]);
    clock.advance(5000);
    expect(seen).toHaveLength(3);
  });

  it("force publishes at once and drops a held value", () => {
    const { clock, state, seen } = setup();
    state.offer(1);
    state.offer(2);
    state.force(9);
    clock.advance(5000);
    expect(seen).toEqual([
      [0, 0],
      [0, 1],
      [0, 9],
    ]);
    expect(clock.pending).toBe(0);
  });
});
