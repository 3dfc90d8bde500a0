import { describe, expect, it } from "vitest";
import { WebLocksCrossTabLock, webLocksOf, type LockManagerLike } from "./web-locks-cross-tab-lock";

/** A lock manager granting each name to one callback at a time, in request order. */
class FakeLocks implements LockManagerLike {
  readonly granted: string[] = [];
  private tail = new Map<string, Promise<unknown>>();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const result = (this.tail.get(name) ?? Promise.resolve()).then(() => {
      this.granted.push(name);
      return callback();
    });
    this.tail.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  }
}

describe("WebLocksCrossTabLock", () => {
  it("runs tasks of one name one after another and hands back their results", async () => {
    const lock = new WebLocksCrossTabLock(new FakeLocks());
    const order: string[] = [];
    let release: (() => void) | undefined;
    const first = lock.run("r", async () => {
      const value = await new Promise<string>((resolve) => {
        release = () => {
          resolve("a");
        };
      });
      order.push("first");
      return value;
    });
    const second = lock.run("r", () => (order.push("second"), Promise.resolve("b")));
    await Promise.resolve();
    expect(order).toEqual([]);
    release?.();
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(order).toEqual(["first", "second"]);
  });

  it("a failing task releases the lock for the next", async () => {
    const lock = new WebLocksCrossTabLock(new FakeLocks());
    await expect(lock.run("r", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await lock.run("r", () => Promise.resolve(1))).toBe(1);
  });

  it.each([
    ["no navigator", {}, false],
    ["navigator without locks", { navigator: {} }, false],
    ["locks without request", { navigator: { locks: {} } }, false],
    ["Web Locks", { navigator: { locks: new FakeLocks() } }, true],
  ])("webLocksOf finds the API: %s", (_case, scope, found) => {
    expect(webLocksOf(scope) !== null).toBe(found);
  });
});
