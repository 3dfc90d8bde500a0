import { describe, expect, it } from "vitest";
import { decodeInnerPackets, decodePacket, MAX_BODY_LENGTH, OP } from "@livehall/wire";
import { AUDIENCE_CONTROL_CHANNEL, publishCloseAudience } from "./audience-control";
import { CLOSE_CODES } from "./close-codes";
import { LocalHub } from "./local-hub";
import { RoomRegistry, type RoomMember } from "./room-registry";

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

class Member implements RoomMember {
  readonly frames: Uint8Array[] = [];
  closedWith: number | null = null;
  constructor(
    private readonly topics: readonly number[],
    private readonly audience: string = "",
  ) {}
  isAudience(eventId: string, audienceId: string): boolean {
    return eventId === "e" && audienceId === this.audience;
  }
  close(code: number): void {
    this.closedWith = code;
  }
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
  it("a close-audience control message closes that audience's members after the pushes already queued", async () => {
    const { hub, rooms } = setup();
    const banned = new Member([7], "u-1");
    const elsewhere = new Member([7], "u-1");
    const other = new Member([7], "u-2");
    rooms.join("r", banned);
    rooms.join("s", elsewhere);
    rooms.join("r", other);
    await hub.publish("r", 7, { ban: true });
    await publishCloseAudience(hub, { eventId: "e", audienceId: "u-1" });
    expect(banned.closedWith).toBeNull();
    await tick();
    expect(banned.frames).toHaveLength(1);
    expect(banned.closedWith).toBe(CLOSE_CODES.banned);
    expect(elsewhere.closedWith).toBe(CLOSE_CODES.banned);
    expect(other.closedWith).toBeNull();
  });

  it.each([
    ["another topic", 99, { eventId: "e", audienceId: "u-1" }],
    ["a body without ids", 1, { eventId: "e" }],
    ["another event", 1, { eventId: "x", audienceId: "u-1" }],
  ])("ignores a control message of %s", async (_case, topic, body) => {
    const { hub, rooms } = setup();
    const member = new Member([], "u-1");
    rooms.join("r", member);
    await hub.publish(AUDIENCE_CONTROL_CHANNEL, topic, body);
    await tick();
    expect(member.closedWith).toBeNull();
  });

  it("counts a room's members and subscribes to the hub only while it has some", () => {
    const { hub, rooms } = setup();
    const a = new Member([]);
    const b = new Member([]);
    rooms.join("r", a);
    rooms.join("r", b);
    rooms.join("r", b);
    expect(rooms.online("r")).toBe(2);
    // The room's channel and the audience control channel.
    expect(hub.channelCount).toBe(2);
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
    expect(all.batches()).toEqual([
      [
        [1, { n: 1 }],
        [2, { n: 2 }],
        [3, { n: 3 }],
      ],
    ]);
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
