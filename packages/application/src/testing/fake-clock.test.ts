import { describe, expect, it } from "vitest";
import { FakeClock } from "./fake-clock";

describe("FakeClock", () => {
  it("runs due callbacks in time order while advancing, and not the cleared ones", () => {
    const clock = new FakeClock(1000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => ran.push(`a@${clock.now()}`), 100);
    const cleared = clock.setTimeout(() => ran.push("never"), 150);
    clock.clearTimeout(cleared);
    clock.advance(150);
    expect(ran).toEqual(["a@1100"]);
    clock.advance(50);
    expect(ran).toEqual(["a@1100", "b@1200"]);
    expect(clock.now()).toBe(1200);
    expect(clock.pending).toBe(0);
  });
});
