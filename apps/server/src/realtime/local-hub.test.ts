import { describe, expect, it } from "vitest";
import { LocalHub } from "./local-hub";
import type { HubMessage } from "./ports";

describe("LocalHub", () => {
  it("delivers a publish to every listener of that channel only, in order", async () => {
    const hub = new LocalHub();
    const a: HubMessage[] = [];
    const b: HubMessage[] = [];
    const other: HubMessage[] = [];
    hub.subscribe("live://e/r1", (m) => a.push(m));
    hub.subscribe("live://e/r1", (m) => b.push(m));
    hub.subscribe("live://e/r2", (m) => other.push(m));
    await hub.publish("live://e/r1", 20005, { liveStatus: 2 });
    await hub.publish("live://e/r1", 20108, { content: "x" });
    expect(a).toEqual([
      { topic: 20005, body: { liveStatus: 2 } },
      { topic: 20108, body: { content: "x" } },
    ]);
    expect(b).toEqual(a);
    expect(other).toEqual([]);
  });

  it("unsubscribes one listener (idempotently) and forgets empty channels", async () => {
    const hub = new LocalHub();
    const got: number[] = [];
    const listener = (m: HubMessage): void => {
      got.push(m.topic);
    };
    const first = hub.subscribe("c", listener);
    const second = hub.subscribe("c", listener);
    await hub.publish("c", 1, {});
    first();
    first();
    await hub.publish("c", 2, {});
    second();
    await hub.publish("c", 3, {});
    expect(got).toEqual([1, 1, 2]);
    expect(hub.channelCount).toBe(0);
  });

  it("reports a throwing listener and still delivers to the others", async () => {
    const errors: string[] = [];
    const hub = new LocalHub((_error, channel) => errors.push(channel));
    const got: number[] = [];
    hub.subscribe("c", () => {
      throw new Error("boom");
    });
    hub.subscribe("c", (m) => got.push(m.topic));
    await hub.publish("c", 7, {});
    expect(errors).toEqual(["c"]);
    expect(got).toEqual([7]);
  });

  it("refuses to publish once closed and drops its listeners", async () => {
    const hub = new LocalHub();
    hub.subscribe("c", () => undefined);
    await hub.close();
    expect(hub.channelCount).toBe(0);
    await expect(hub.publish("c", 1, {})).rejects.toThrow(/closed/);
  });
});
