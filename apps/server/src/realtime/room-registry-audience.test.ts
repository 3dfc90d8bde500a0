import { describe, expect, it } from "vitest";
import { decodeInnerPackets, decodePacket } from "@livehall/wire";
import { LocalHub } from "./local-hub";
import type { AudienceGroups, PushAudience } from "./push-audience";
import { RoomRegistry, type RoomMember } from "./room-registry";

const TOPIC = 20304;
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A joined viewer's socket: every topic, one audience id. */
class Viewer implements RoomMember {
  readonly got: unknown[] = [];
  constructor(private readonly audienceId: string | null) {}
  accepts(): boolean {
    return true;
  }
  presentAudience(): string | null {
    return this.audienceId;
  }
  send(frame: Uint8Array): void {
    for (const inner of decodeInnerPackets(decodePacket(frame).body)) this.got.push(JSON.parse(new TextDecoder().decode(inner.body)));
  }
}

/** Groups answered from a fixed table, at once or after `release()` (a read from the store). */
class Groups implements AudienceGroups {
  private waiting: (() => void)[] = [];
  constructor(
    private readonly table: Record<string, string[]>,
    private readonly mode: "sync" | "async" | "fail",
  ) {}
  members(audience: PushAudience): ReadonlySet<string> | Promise<ReadonlySet<string>> {
    const ids = new Set(this.table[audience.group] ?? []);
    if (this.mode === "sync") return ids;
    return new Promise((resolve, reject) => {
      this.waiting.push(() => {
        if (this.mode === "fail") reject(new Error("database gone"));
        else resolve(ids);
      });
    });
  }
  release(): void {
    for (const go of this.waiting.splice(0)) go();
  }
}

const voters = (group: string): PushAudience => ({ kind: "voters", group, joined: [], size: 0 });

function room(mode: "sync" | "async" | "fail") {
  const hub = new LocalHub();
  const rooms = new RoomRegistry(hub);
  const logs: string[] = [];
  rooms.useLog((message) => logs.push(message));
  const groups = new Groups({ v1: ["alice"] }, mode);
  rooms.useAudienceGroups("voters", groups);
  const alice = new Viewer("alice");
  const bob = new Viewer("bob");
  const unauthenticated = new Viewer(null);
  for (const member of [alice, bob, unauthenticated]) rooms.join("r", member);
  return { hub, groups, logs, alice, bob, unauthenticated };
}

describe("RoomRegistry: pushes to an audience (decision 0041)", () => {
  it("delivers an addressed push only to the group's members; the others get everything else", async () => {
    const { hub, alice, bob, unauthenticated } = room("sync");
    await hub.publish("r", TOPIC, { type: "start" });
    await hub.publish("r", TOPIC, { type: "tally" }, voters("v1"));
    await hub.publish("r", TOPIC, { type: "end" });
    await tick();
    expect(alice.got).toEqual([{ type: "start" }, { type: "tally" }, { type: "end" }]);
    expect(bob.got).toEqual([{ type: "start" }, { type: "end" }]);
    expect(unauthenticated.got).toEqual([{ type: "start" }, { type: "end" }]);
  });

  it("holds the room's flush while an audience is read, so a later push never overtakes it", async () => {
    const { hub, groups, alice, bob } = room("async");
    await hub.publish("r", TOPIC, { type: "tally" }, voters("v1"));
    await hub.publish("r", TOPIC, { type: "end" });
    await tick();
    await tick();
    expect(alice.got).toEqual([]);
    expect(bob.got).toEqual([]);
    groups.release();
    await tick();
    await tick();
    expect(alice.got).toEqual([{ type: "tally" }, { type: "end" }]);
    expect(bob.got).toEqual([{ type: "end" }]);
  });

  it("keeps a push from everyone when its audience cannot be read or its kind is unknown, and says so", async () => {
    const failing = room("fail");
    await failing.hub.publish("r", TOPIC, { type: "tally" }, voters("v1"));
    await failing.hub.publish("r", TOPIC, { type: "end" });
    failing.groups.release();
    await tick();
    await tick();
    expect(failing.alice.got).toEqual([{ type: "end" }]);
    expect(failing.logs).toEqual(["push kept from everyone: its audience could not be read"]);

    const unknown = room("sync");
    await unknown.hub.publish("r", TOPIC, { type: "tally" }, { ...voters("v1"), kind: "somebody" });
    await tick();
    expect(unknown.alice.got).toEqual([]);
    expect(unknown.bob.got).toEqual([]);
    expect(unknown.logs).toEqual(["push kept from everyone: unknown audience kind"]);
  });
});
