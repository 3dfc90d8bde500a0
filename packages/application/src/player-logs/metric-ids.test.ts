import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing";
import { MetricIds } from "./metric-ids";

describe("MetricIds", () => {
  it("gives each load its own id from the time, a counter and a random part", () => {
    const clock = new FakeClock(36 ** 3);
    const ids = new MetricIds(clock, () => 0.5);
    expect(ids.next()).toBe("1000-1-i00000");
    expect(ids.next()).toBe("1000-2-i00000");
  });

  it("two players loading in the same millisecond differ by their random part", () => {
    const clock = new FakeClock();
    expect(new MetricIds(clock, () => 0.1).next()).not.toBe(new MetricIds(clock, () => 0.2).next());
  });
});
