import { describe, expect, it } from "vitest";
import { decodeInnerPackets, decodePacket, MAX_BODY_LENGTH, OP } from "@livehall/wire";
import { LocalHub } from "./local-hub";
import { RoomRegistry, type RoomMember } from "./room-registry";

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

class Member implements RoomMember {
  readonly frames: Uint8Array[] = [];
  constructor(private readonly topics: readonly number[]) {}
  accepts(topic: number): boolean {
    return this.topics.includes(topic);
  }
  send(frame: Uint8Array): void {
    this.frames.push(frame);
  }
  /** Each frame's inner packets as [topic, body JSON]. */
  batches(): [number, unknown][][] {
    return this.frames.map((frame) => {
      const outer = decodePacket(frame);
      expect(outer.op).toBe(OP.RAW);
      return decodeInnerPackets(outer.body).map((inner) => [inner.op, JSON.parse(new TextDecoder().decode(inner.body)) as unknown]);
    });
  }
}

function setup(): { hub: LocalHub; rooms: RoomRegistry; drops: string[] } {
  const hub = new LocalHub();
  const rooms = new RoomRegistry(hub);
  const drops: string[] = [];
  rooms.useLog((message) => drops.push(message));
  return { hub, rooms, drops };
}

describe("RoomRegistry", () => {
  it("counts a room's members and subscribes to the hub only while it has some", () => {
    const { hub, rooms } = setup();
    const a = new Member([]);
    const b = new Member([]);
    rooms.join("r", a);
    rooms.join("r", b);
    rooms.join("r", b);
    expect(rooms.online("r")).toBe(2);
    expect(hub.channelCount).toBe(1);
    rooms.leave("r", a);
    rooms.leave("r", a);
    expect(rooms.online("r")).toBe(1);
    rooms.leave("r", b);
    expect(rooms.online("r")).toBe(0);
    expect(hub.channelCount).toBe(0);
    expect(rooms.roomCount).toBe(0);
  });

  it("batches one tick's pushes into one op 9 frame per member, filtered by its topics, in order", async () => {
    const { hub, rooms } = setup();
    const all = new Member([1, 2, 3]);
    const some = new Member([2]);
    const none = new Member([9]);
    for (const member of [all, some, none]) rooms.join("r", member);
    void hub.publish("r", 1, { n: 1 });
    void hub.publish("r", 2, { n: 2 });
    void hub.publish("other", 3, { n: 0 });
    void hub.publish("r", 3, { n: 3 });
    expect(all.frames).toEqual([]);
    await tick();
    expect(all.batches()).toEqual([[[1, { n: 1 }], [2, { n: 2 }], [3, { n: 3 }]]]);
    expect(some.batches()).toEqual([[[2, { n: 2 }]]]);
    expect(none.frames).toEqual([]);
    void hub.publish("r", 2, { n: 4 });
    await tick();
    expect(some.batches()).toEqual([[[2, { n: 2 }]], [[2, { n: 4 }]]]);
  });

  it("shares the frame bytes between members with the same subscriptions", async () => {
    const { hub, rooms } = setup();
    const a = new Member([1]);
    const b = new Member([1]);
    rooms.join("r", a);
    rooms.join("r", b);
    void hub.publish("r", 1, {});
    await tick();
    expect(a.frames[0]).toBe(b.frames[0]);
  });

  it("splits a tick's pushes over several frames when one would exceed the 64 KB body limit", async () => {
    const { hub, rooms } = setup();
    const member = new Member([1]);
    rooms.join("r", member);
    const big = "x".repeat(20_000);
    for (let i = 0; i < 5; i++) void hub.publish("r", 1, { i, big });
    await tick();
    const batches = member.batches();
    expect(batches.length).toBe(2);
    expect(batches.flat().map(([, body]) => (body as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
    for (const frame of member.frames) expect(frame.length).toBeLessThanOrEqual(16 + MAX_BODY_LENGTH);
  });

  it("drops (and reports) a push too large for one packet or without JSON, delivering the rest", async () => {
    const { hub, rooms, drops } = setup();
    const member = new Member([1]);
    rooms.join("r", member);
    void hub.publish("r", 1, { big: "x".repeat(MAX_BODY_LENGTH) });
    void hub.publish("r", 1, undefined);
    void hub.publish("r", 1, { ok: true });
    await tick();
    expect(drops).toHaveLength(2);
    expect(member.batches()).toEqual([[[1, { ok: true }]]]);
  });

  it("delivers nothing to a member that left before the flush, nor after close", async () => {
    const { hub, rooms } = setup();
    const stays = new Member([1]);
    const leaves = new Member([1]);
    rooms.join("r", stays);
    rooms.join("r", leaves);
    void hub.publish("r", 1, {});
    rooms.leave("r", leaves);
    await tick();
    expect(stays.frames).toHaveLength(1);
    expect(leaves.frames).toHaveLength(0);
    rooms.close();
    expect(hub.channelCount).toBe(0);
    rooms.join("r", stays);
    void hub.publish("r", 1, {});
    await tick();
    expect(stays.frames).toHaveLength(1);
  });
});
