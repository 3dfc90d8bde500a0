import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "./purge-job";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodicJob", () => {
  it("runs every period, never two passes at once, and stop waits for the pass under way", async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = startPeriodicJob(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      100,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(runs).toBe(1); // the first pass is still running
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });

  it("reports a failing pass and keeps going; period 0 starts nothing", async () => {
    const errors: unknown[] = [];
    const job = startPeriodicJob(
      () => Promise.reject(new Error("db down")),
      100,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toHaveLength(2);
    await job.stop();
    let ran = false;
    const off = startPeriodicJob(
      () => Promise.resolve((ran = true)),
      0,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toBe(false);
    await off.stop();
  });
});
