import { describe, expect, it } from "vitest";
import { OP, int32Body, jsonBody } from "@livehall/wire";
import { URL, PARAMS, HEARTBEAT, DELAY, bytes, setup } from "./goim-realtime-channel.fixtures";

describe("GoimRealtimeChannel: auth", () => {
  it("opens a binary socket to the address and sends the auth first", () => {
    const { channel, sockets, statuses } = setup();
    channel.connect(PARAMS);
    const socket = sockets.last();
    expect([socket.url, socket.binaryType]).toEqual([URL, "arraybuffer"]);
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    expect(socket.sentOps).toEqual([OP.AUTH]);
    expect(socket.sentJson(0)).toEqual({ mid: 0, key: "access-1", room_id: "live://e-1/r-1", platform: "web", accepts: [20005, 20232] });
    expect(statuses).toEqual(["idle", "connecting"]);
  });

  it("is open once the server accepts the auth (empty op 8)", () => {
    const { statuses, connectOpen } = setup();
    connectOpen();
    expect(statuses).toEqual(["idle", "connecting", "open"]);
  });

  it.each([
    ["401", { code: "401" }],
    ["a numeric code", { code: 403 }],
  ])("gives up without reconnecting when the auth is rejected (op 8 with code %s)", (_case, body) => {
    const { channel, sockets, clock, statuses } = setup();
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    sockets.last().serverSends(bytes(OP.AUTH_REPLY, jsonBody(body)));
    sockets.last().serverCloses();
    clock.advance(10 * DELAY);
    expect(statuses.at(-1)).toBe("failed");
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last().closed).toBe(true);
    expect(clock.pending).toBe(0);
  });
});

describe("GoimRealtimeChannel: heartbeat", () => {
  it("sends no heartbeat before the auth is accepted", () => {
    const { channel, sockets, clock } = setup();
    channel.connect(PARAMS);
    sockets.last().serverOpens();
    clock.advance(3 * HEARTBEAT);
    expect(sockets.last().sentOps).toEqual([OP.AUTH]);
  });

  it("beats at once after op 8, then every 30 s", () => {
    const { clock, connectOpen } = setup();
    const socket = connectOpen();
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    clock.advance(HEARTBEAT - 1);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT]);
    clock.advance(1);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT, OP.HEARTBEAT]);
    clock.advance(2 * HEARTBEAT);
    expect(socket.sentOps).toEqual([OP.AUTH, OP.HEARTBEAT, OP.HEARTBEAT, OP.HEARTBEAT, OP.HEARTBEAT]);
    expect(socket.sent.map((sent) => sent.body.byteLength).slice(1)).toEqual([0, 0, 0, 0]);
  });

  it("numbers what it sends", () => {
    const { clock, connectOpen } = setup();
    const socket = connectOpen();
    clock.advance(HEARTBEAT);
    expect(socket.sent.map((sent) => sent.seq)).toEqual([1, 2, 3]);
  });

  it("reports the room's online count from each heartbeat reply (op 3)", () => {
    const { online, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, int32Body(1234)));
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, int32Body(1235)));
    expect(online).toEqual([1234, 1235]);
  });

  it("a heartbeat reply without a 4-byte count is reported, not fatal", () => {
    const { online, errors, statuses, connectOpen } = setup();
    const socket = connectOpen();
    socket.serverSends(bytes(OP.HEARTBEAT_REPLY, new Uint8Array([1, 2])));
    expect(online).toEqual([]);
    expect(errors).toEqual([{ reason: "bad-body", op: OP.HEARTBEAT_REPLY }]);
    expect([statuses.at(-1), socket.closed]).toEqual(["open", false]);
  });
});
