import { describe, expect, it } from "vitest";
import { browserOnlineSignal } from "./online-signal";

describe("browserOnlineSignal", () => {
  it("calls the listener on each online event until unsubscribed, and ignores offline", () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = browserOnlineSignal(target).subscribe(() => {
      calls += 1;
    });
    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("offline"));
    target.dispatchEvent(new Event("online"));
    stop();
    target.dispatchEvent(new Event("online"));
    expect(calls).toBe(2);
  });
});
