import { describe, expect, it } from "vitest";
import { ScryptBusy, ScryptGate } from "./scrypt-gate";

const deferred = () => {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe("ScryptGate", () => {
  it("runs at most `running` at once, queues `waiting`, refuses the rest at once", async () => {
    const gate = new ScryptGate({ running: 2, waiting: 1, waitMs: 10_000 });
    const release = deferred();
    const runs = Array.from({ length: 4 }, () =>
      gate
        .run(() => release.promise)
        .then(
          () => "ran",
          (error: unknown) => (error instanceof ScryptBusy ? "busy" : "error"),
        ),
    );
    await Promise.resolve();
    expect(gate.gauge()).toEqual({ running: 2, waiting: 1, peak: 2 });
    release.resolve();
    expect(await Promise.all(runs)).toEqual(["ran", "ran", "ran", "busy"]);
    expect(gate.gauge()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses a waiter after waitMs with a Retry-After in seconds", async () => {
    const gate = new ScryptGate({ running: 1, waiting: 4, waitMs: 20 });
    const release = deferred();
    const first = gate.run(() => release.promise);
    const error = await gate.run(() => Promise.resolve()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScryptBusy);
    expect((error as ScryptBusy).retryAfterSeconds).toBe(1);
    release.resolve();
    await first;
    expect(gate.gauge().waiting).toBe(0);
  });
});
